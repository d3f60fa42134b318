import { LoadingView } from '@ironmark/ui/shell';

/** The fallback view while a page is being generated (spec §2). */
export default function Loading() {
  return <LoadingView />;
}
