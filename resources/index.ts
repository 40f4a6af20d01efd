/**
 * Every declared module. Adding a standard module: one file under its
 * section's folder, and one line here.
 */
import type { Resource } from './framework';
import newsType from './information/newsType';
import news from './information/news';
import memberUnit from './memberService/memberUnit';
import hotUpdateVersion from './system/hotUpdateVersion';
import infoLabelType from './system/infoLabelType';

export const resources: Resource[] = [newsType, news, memberUnit, hotUpdateVersion, infoLabelType];

export const resourceByName = (name: string) => resources.find((resource) => resource.name === name);
