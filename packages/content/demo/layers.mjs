// Builders for page layers in the Strapi v5 shape (dynamic zone `layers`, components `layers.*`).
// Localised strings are T(en, sv, de, fr) values, resolved per language by the generator.
export const T = (en, sv, de, fr) => ({ __t: true, en, sv, de, fr });

const background = ({ image = null, canto = null, overlay = null, value = null, channels = '' }) => ({
  image,
  image_canto: canto,
  tw_overlay: overlay,
  tw_value: value,
  channels,
});

const layout = ({
  height = null,
  top = 'default',
  bottom = 'default',
  marginTop = false,
  marginBottom = false,
  covered = false,
  preview = false,
}) => ({
  preview,
  height,
  hasMarginTop: marginTop,
  hasMarginBottom: marginBottom,
  isCovered: covered,
  background: { tw_paddingTop: top, tw_paddingBottom: bottom },
});

const base = (component, options) => ({
  __component: `layers.${component}`,
  background: background(options),
  layout: layout(options),
});

export const hero = ({ eyebrow = null, heading, text = '', ctas = [], media = null, ...options }) => ({
  ...base('hero', { height: 'ScreenTop', overlay: 'bg-ink/45', covered: true, ...options }),
  eyebrow,
  heading,
  text,
  ctas,
  media,
});

export const richText = ({ heading = null, body, ...options }) => ({
  ...base('rich-text', options),
  heading,
  body,
});

export const mediaText = ({ heading, body, media, position = 'left', ctas = [], ...options }) => ({
  ...base('media-text', options),
  heading,
  body,
  media,
  mediaPosition: position,
  ctas,
});

export const cards = ({ heading = null, text = '', items, ...options }) => ({
  ...base('cards', options),
  heading,
  text,
  cards: items.map(({ title, text: cardText = '', url = null, image = null }) => ({
    title,
    text: cardText,
    url,
    image,
  })),
});

export const stats = ({ heading = null, items, ...options }) => ({
  ...base('stats', options),
  heading,
  stats: items.map(([value, label]) => ({ value, label })),
});

export const callToAction = ({ heading, text = '', ctas = [], ...options }) => ({
  ...base('call-to-action', { value: '#0E0E10', ...options }),
  heading,
  text,
  ctas,
});

export const storyList = ({ heading = null, category = null, limit = 6, ...options }) => ({
  ...base('story-list', options),
  heading,
  category,
  limit,
});

export const link = (label, url) => ({ label, url });
