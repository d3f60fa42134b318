import { islandsLayout } from '../../../components/client-messages';
import { LiveData } from '../../../components/live-data';

/** The messages of this route's client islands (issue 16: only those reach the browser), and live prices. */
export default islandsLayout(['forms'], LiveData);
