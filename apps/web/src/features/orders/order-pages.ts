/** The reader's purchase pages, one chunk: lazy-pages.tsx imports them from here. */
export { OrderConfirmPage } from './confirm/OrderConfirmPage.tsx';
export { OrderEntryPage } from './entry/OrderEntryPage.tsx';
export { CardReturnPage } from './finish/CardReturnPage.tsx';
export { ThankYouPage } from './finish/ThankYouPage.tsx';
export { MemberPaymentConfirmPage } from './member/MemberPaymentConfirmPage.tsx';
export { MemberPaymentProcessingPage } from './member/MemberPaymentProcessingPage.tsx';
export { PlanDetailPage } from './plans/PlanDetailPage.tsx';
