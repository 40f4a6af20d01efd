/** The console's "加载中，请稍后..." page: react-admin's Loading with our message, while a page or the console loads. */
import { Loading } from 'react-admin';

export const PageLoading = () => <Loading loadingPrimary="layout.loading" loadingSecondary="" />;
