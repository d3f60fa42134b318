import { audit, launchChrome } from './lib/lighthouse.mjs';

const chrome = await launchChrome();
try {
  for (const path of process.argv.slice(2)) {
    const r = await audit(`http://localhost:3999${path}`, 'mobile', chrome.port);
    console.log(path, JSON.stringify({ perf: r.performance, tbt: r.tbtMs, lcp: r.lcpMs, cls: r.cls }));
    console.log(JSON.stringify(r.mainThread), JSON.stringify(r.scripts ?? r.slowScripts ?? '').slice(0, 600));
  }
} finally {
  chrome.kill();
}
