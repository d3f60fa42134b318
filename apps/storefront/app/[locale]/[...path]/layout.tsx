import { islandsLayout } from '../../../components/client-messages';

/** The messages of this route's client islands (issue 16: only those reach the browser). */
export default islandsLayout(['categoryListing', 'productCard']);
