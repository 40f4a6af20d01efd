import { describe, it, expect } from 'vitest';
import { FAQ_PATH, FEEDBACK_PATH, isSameLocation, resolveActiveMenu, shouldCancelNavigation } from '../../src/routes/navigationRules';
import { findRouteByPath } from '../../src/routes/routeTable';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('shouldCancelNavigation', () => {
  it('cancels a same-path navigation that drops pageNum above 1', () => {
    expect(shouldCancelNavigation(at('/information/newsManage', '?pageNum=3'), at('/information/newsManage'))).toBe(true);
    expect(shouldCancelNavigation(at('/information/newsManage', '?pageNum=3'), at('/information/newsManage', '?title=a'))).toBe(true);
  });

  it('lets a same-path navigation with a pageNum proceed', () => {
    expect(shouldCancelNavigation(at('/information/newsManage', '?pageNum=3'), at('/information/newsManage', '?pageNum=1'))).toBe(false);
    expect(shouldCancelNavigation(at('/information/newsManage', '?pageNum=3'), at('/information/newsManage', '?pageNum=4'))).toBe(false);
  });

  it('does not cancel when the current pageNum is 1 or missing', () => {
    expect(shouldCancelNavigation(at('/information/newsManage', '?pageNum=1'), at('/information/newsManage'))).toBe(false);
    expect(shouldCancelNavigation(at('/information/newsManage'), at('/information/newsManage'))).toBe(false);
  });

  it('does not cancel a navigation to another path', () => {
    expect(shouldCancelNavigation(at('/information/newsManage', '?pageNum=3'), at('/information/policy'))).toBe(false);
    expect(shouldCancelNavigation(at('/information/newsManage', '?pageNum=3'), at('/information/newsEdit', '?id=1'))).toBe(false);
  });
});

describe('isSameLocation', () => {
  it('matches the same path and query', () => {
    expect(isSameLocation(at('/information/newsManage'), '/information/newsManage')).toBe(true);
    expect(isSameLocation(at('/information/newsEdit', '?id=1'), '/information/newsEdit?id=1')).toBe(true);
  });

  it('ignores the order of query parameters', () => {
    expect(isSameLocation(at('/interaction/questionClassification', '?type=1&id=2'), '/interaction/questionClassification?id=2&type=1')).toBe(true);
  });

  it('tells different paths or queries apart', () => {
    expect(isSameLocation(at('/information/newsManage'), '/information/policy')).toBe(false);
    expect(isSameLocation(at('/information/newsManage', '?pageNum=2'), '/information/newsManage')).toBe(false);
    expect(isSameLocation(at('/information/newsEdit', '?id=1'), '/information/newsEdit?id=2')).toBe(false);
  });
});

describe('resolveActiveMenu', () => {
  const resolve = (pathname: string, search = '') => resolveActiveMenu(findRouteByPath(pathname), pathname, search);

  it("uses a hidden route's activeMenu", () => {
    expect(resolve('/information/newsEdit', '?id=1')).toBe('/information/newsManage');
    expect(resolve('/questionnaire/issue/sampling/accurate')).toBe('/questionnaire/issue');
  });

  it("decides 'common' by the type query", () => {
    expect(FAQ_PATH).toBe('/interaction/question');
    expect(FEEDBACK_PATH).toBe('/interaction/questionAndFeedback');
    expect(resolve('/interaction/questionClassification', '?type=1')).toBe('/interaction/question');
    expect(resolve('/interaction/questionClassificationEdit', '?id=3&type=1')).toBe('/interaction/question');
    expect(resolve('/interaction/questionClassification', '?type=2')).toBe('/interaction/questionAndFeedback');
    expect(resolve('/interaction/questionClassification', '?type=0')).toBe('/interaction/questionAndFeedback');
    expect(resolve('/interaction/questionClassification')).toBe('/interaction/questionAndFeedback');
  });

  it('uses the route path when it has no activeMenu', () => {
    expect(resolve('/information/newsManage', '?pageNum=2')).toBe('/information/newsManage');
    expect(resolve('/questionnaire/design')).toBe('/questionnaire/design');
  });

  it('falls back to the pathname for an unknown route', () => {
    expect(resolve('/nowhere/page', '?type=1')).toBe('/nowhere/page');
    expect(resolveActiveMenu(undefined, '/x', '')).toBe('/x');
  });
});
