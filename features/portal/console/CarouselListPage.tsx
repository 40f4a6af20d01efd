/** 轮播图管理 (/portal/carouselManage, menu 5): the declared list with the switch time in its button area. */
import carousel from '../../../resources/portal/carousel';
import { PortalList } from './PortalList';
import { SwitchTimeControl } from './SwitchTimeControl';

const CarouselListPage = () => <PortalList declaration={carousel} controls={<SwitchTimeControl />} />;

export default CarouselListPage;
