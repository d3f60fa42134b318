import localFont from 'next/font/local';

/** Text face: Inter (variable), self-hosted from @fontsource-variable/inter. */
export const grotesk = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-grotesk',
  display: 'swap',
  weight: '100 900',
});

/** Display face: Oswald (variable, condensed), self-hosted from @fontsource-variable/oswald. */
export const condensed = localFont({
  src: '../node_modules/@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2',
  variable: '--font-condensed',
  display: 'swap',
  weight: '200 700',
});
