// Re-exported by name so the lazily loaded chunk of site-shell.tsx holds the toast region alone: a
// dynamic import of ui's shell entry loaded every shell export with it (the Radix dialog among them).
export { ToastRegion } from '@ironmark/ui/shell';
