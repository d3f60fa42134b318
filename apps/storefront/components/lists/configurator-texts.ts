// The configurator's texts live in @ironmark/ui/lists; the shared-list page and the i18n key test read them here.
export { configuratorTextKeys, localiseBuildLabels, localiseOptions } from '@ironmark/ui/lists';
