// What checkout and pay-per-view take from the payment feature: the card form and what it pays with.
export { PaymentForm } from './PaymentForm.tsx';
