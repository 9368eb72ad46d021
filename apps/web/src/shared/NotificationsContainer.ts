// The container alone, behind ToastContainer's dynamic import: a dynamic import of the package itself
// would keep its whole barrel (and the container) in the first download.
export { Notifications } from '@mantine/notifications';
