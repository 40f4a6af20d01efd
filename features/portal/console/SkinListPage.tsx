/** 主题皮肤 (/portal/skinManage, menu 62): the declared list with the black-and-white switch in its button area. */
import skin from '../../../resources/portal/skin';
import { BlackWhiteSwitch } from './BlackWhiteSwitch';
import { PortalList } from './PortalList';

const SkinListPage = () => <PortalList declaration={skin} controls={<BlackWhiteSwitch />} />;

export default SkinListPage;
