// The page's first script (index.html): asks what the page will need first while the app's code
// downloads (early-requests.ts).
import { startEarlyRequests } from './early-requests.ts';

startEarlyRequests();
