/** 主题皮肤 (/portal/skinManage, menu 62): the declared list with the black-and-white switch in its button area. */
import skin from '../../../resources/portal/skin';
import { BlackWhiteSwitch } from './BlackWhiteSwitch';
import { PortalListPage } from './PortalListPage';

const SkinListPage = () => <PortalListPage declaration={skin} controls={<BlackWhiteSwitch />} />;

export default SkinListPage;
