// Temporary: moved to @ironmark/ui/shell.
export { ToastProvider, useToast } from '@ironmark/ui/shell';
