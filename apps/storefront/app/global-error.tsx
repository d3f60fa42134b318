'use client';

import { ErrorScreen } from '@ironmark/ui/shell';
import './globals.css';

/** Last-resort error page when the locale layout itself fails (spec §8 texts). */
export default function GlobalError() {
  return (
    <html lang="en">
      <body className="bg-paper font-sans text-ink">
        <ErrorScreen />
      </body>
    </html>
  );
}
