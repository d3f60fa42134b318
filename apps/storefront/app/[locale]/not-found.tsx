import { env } from '@ironmark/config/env';
import { NotFoundBody } from '../../components/not-found-body';

export default function LocaleNotFound() {
  return <NotFoundBody brand={env().BRAND_NAME} />;
}
