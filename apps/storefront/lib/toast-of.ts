import type { Notification } from '@ironmark/commerce';
import type { ToastMessage } from '@ironmark/ui/shell';

/** A notification as a toast for the toast context's `show`: its title over its message, or the message as the title. */
export function toastOf(notification: Notification): Omit<ToastMessage, 'id'> {
  return {
    type: notification.type,
    title: notification.title ?? notification.message,
    ...(notification.title ? { message: notification.message } : {}),
    messages: notification.messages,
  };
}
