import type { MediaAsset } from '@ironmark/media';
import { demoImage } from '../navigation/demo.stories.data';

const blur = `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="10"><rect width="8" height="10" fill="#7d7a72"/></svg>')}`;

/** An image asset with thumbnail (with blur), 4x5 and 5x4 formats, all drawn inline. */
export const demoImageAsset: MediaAsset = {
  id: 'img-bar',
  url: demoImage('Competition bar — original', '#2b2a28', 1200, 800),
  mime: 'image/svg+xml',
  alternativeText: 'A 20 kg competition bar loaded with red plates',
  caption: 'Competition bar 20 kg',
  name: 'competition-bar.svg',
  width: 1200,
  height: 800,
  formats: {
    thumbnail: { url: demoImage('thumb', '#2b2a28', 80, 100), width: 80, height: 100, blurDataURL: blur },
    '4x5': { url: demoImage('Competition bar 4x5', '#2b2a28', 800, 1000), width: 800, height: 1000 },
    '5x4': { url: demoImage('Competition bar 5x4', '#2b2a28', 1000, 800), width: 1000, height: 800 },
  },
};

/** A second and third image for galleries. */
export const demoGallery: MediaAsset[] = [
  demoImageAsset,
  {
    id: 'img-plates',
    url: demoImage('Bumper plates', '#1d4fa0', 1000, 800),
    mime: 'image/svg+xml',
    caption: 'Bumper plates in IWF colours',
    name: 'plates.svg',
    width: 1000,
    height: 800,
  },
  {
    id: 'img-rack',
    url: demoImage('Squat rack', '#1f7a3c', 1000, 800),
    mime: 'image/svg+xml',
    name: 'squat-rack.svg',
    width: 1000,
    height: 800,
  },
];

/** A hosted video (the local path does not need to exist for the markup). */
export const demoVideoAsset: MediaAsset = {
  id: 'video-snatch',
  url: '/media/snatch.mp4',
  mime: 'video/mp4',
  name: 'snatch.mp4',
  caption: 'Snatch at 90 kg',
  formats: { thumbnail: { url: demoImage('Snatch poster', '#18181a', 640, 360) } },
};

const frame = (text: string) =>
  `data:text/html;charset=utf-8,${encodeURIComponent(`<body style="margin:0;display:grid;place-items:center;height:100vh;font:16px sans-serif;background:#18181a;color:#f6f5f1">${text}</body>`)}`;

/** A video-host embed with a thumbnail. */
export const demoEmbedAsset: MediaAsset = {
  id: 'embed-film',
  url: frame('Video host frame'),
  mime: 'video/youtube',
  name: 'Ironmark factory film',
  alternativeText: 'Ironmark factory film',
  formats: { thumbnail: { url: demoImage('Factory film', '#45433f', 640, 360) } },
};

/** A 3D viewer embed with a placeholder thumbnail. */
export const demo3dAsset: MediaAsset = {
  id: 'embed-3d-rack',
  url: frame('3D viewer'),
  mime: 'model/gltf-binary',
  name: 'Power rack in 3D',
  formats: { thumbnail: { url: demoImage('3D placeholder', '#5e5c56', 640, 360) } },
};
