// Temporary: moved to @ironmark/channel/react (removed once every importer is rewritten).
export { I18nProvider, type Translate, useT } from '@ironmark/channel/react';
