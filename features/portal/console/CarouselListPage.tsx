/** 轮播图管理 (/portal/carouselManage, menu 5): the declared list with the switch time in its button area. */
import carousel from '../../../resources/portal/carousel';
import { PortalListPage } from './PortalListPage';
import { SwitchTimeControl } from './SwitchTimeControl';

const CarouselListPage = () => <PortalListPage declaration={carousel} controls={<SwitchTimeControl />} />;

export default CarouselListPage;
