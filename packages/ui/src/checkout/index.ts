export type { Translate } from '../translate';
export {
  AddressForm,
  type AddressFormLabels,
  type AddressFormProps,
  type AddressFormValues,
  addressResolver,
  type CustomerType,
  defaultAddressFormLabels,
} from './address-form';
export {
  type CheckoutAddressTexts,
  type CheckoutCodeKind,
  type CheckoutDeliveryKind,
  type CheckoutTestCard,
  CheckoutView,
  type CheckoutViewDeliveryOption,
  type CheckoutViewLabels,
  type CheckoutViewLine,
  type CheckoutViewProps,
  type CheckoutViewState,
  type CheckoutViewStep,
  type CheckoutViewTotals,
  defaultCheckoutViewLabels,
  financingName,
  orderTaxOf,
} from './checkout-view';
export {
  CampaignCodeField,
  type CampaignCodeFieldProps,
  CodeField,
  type CodeFieldLabels,
  type CodeFieldProps,
  type CodeResult,
  defaultCampaignCodeLabels,
  defaultGiftCardLabels,
  GiftCardField,
} from './code-field';
export {
  ConfirmationView,
  type ConfirmationViewLabels,
  type ConfirmationViewProps,
  type ConfirmedOrder,
  defaultConfirmationViewLabels,
} from './confirmation-view';
export {
  ContactForm,
  type ContactFormErrors,
  type ContactFormField,
  type ContactFormLabels,
  type ContactFormOutcome,
  type ContactFormProps,
  type ContactFormValues,
  defaultContactFormLabels,
} from './contact-form';
export {
  DeliveryMethod,
  type DeliveryMethodLabels,
  type DeliveryMethodProps,
  type DeliveryOption,
  defaultDeliveryMethodLabels,
} from './delivery-method';
export {
  CheckboxField,
  type CheckboxFieldProps,
  SelectField,
  type SelectFieldProps,
  TextAreaField,
  type TextAreaFieldProps,
  TextField,
  type TextFieldProps,
} from './field';
export {
  defaultOrderConfirmationLabels,
  OrderConfirmation,
  type OrderConfirmationLabels,
  type OrderConfirmationProps,
} from './order-confirmation';
export {
  defaultOrderStatusFormLabels,
  OrderStatusForm,
  type OrderStatusFormErrors,
  type OrderStatusFormField,
  type OrderStatusFormLabels,
  type OrderStatusFormProps,
  type OrderStatusFormValues,
  type OrderStatusOutcome,
  type OrderStatusSummary,
  type OrderStatusValue,
} from './order-status-form';
export {
  defaultOrderSummaryLabels,
  OrderSummary,
  type OrderSummaryLabels,
  type OrderSummaryLine,
  type OrderSummaryProps,
  type OrderTax,
} from './order-summary';
export {
  type CardDetails,
  cardErrors,
  defaultPaymentMethodLabels,
  PaymentMethod,
  type PaymentMethodKind,
  type PaymentMethodLabels,
  type PaymentMethodProps,
} from './payment-method';
export {
  addressFormTexts,
  checkoutViewTexts,
  confirmationViewTexts,
  contactFormTexts,
  customerCategoryOptions,
  orderStatusFormTexts,
  orderSummaryTexts,
  paymentMethodTexts,
  testCardOptions,
} from './texts';
export type { FieldCheck } from './use-field-form';
