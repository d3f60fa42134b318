import type { SearchState } from '@ironmark/search';
import type { SearchBoxLabels } from '@ironmark/ui/search';
import { Button } from '@ironmark/ui/shell';

/**
 * The search box before hydration: the same box as a plain GET form (`q`, and `tab` on the content
 * tab), so searching works without JavaScript.
 */
export function SearchForm({
  locale,
  state,
  labels,
}: {
  locale: string;
  state: SearchState;
  labels: Pick<SearchBoxLabels, 'label' | 'placeholder' | 'submit'>;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the search landmark, as SearchBox renders it
    <form role="search" action={`/${locale}/search`} method="get" className="relative w-full">
      <label htmlFor="search-q" className="sr-only">
        {labels.label}
      </label>
      <div className="flex items-stretch rounded-xs border border-line bg-surface">
        <input
          id="search-q"
          type="search"
          name="q"
          defaultValue={state.query}
          placeholder={labels.placeholder}
          className="min-h-11 min-w-0 flex-1 bg-transparent px-4 text-base text-ink placeholder:text-muted"
        />
        {state.kind === 'content' && <input type="hidden" name="tab" value="content" />}
        <Button type="submit" variant="secondary" square>
          {labels.submit}
        </Button>
      </div>
    </form>
  );
}
