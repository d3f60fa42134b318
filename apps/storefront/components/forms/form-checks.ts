// The contract checks of the contact and order-status forms and their messages. They need the
// contract's zod schemas, so the forms load this module with their first submit (`import()`), not with
// the page: those pages' first-load scripts carry no zod (issue 16).
export {
  contactRequestSchema,
  contactResponseSchema,
  notificationFor,
  orderStatusRequestSchema,
  orderStatusSchema,
  translateFieldProblems,
} from '@ironmark/commerce';
