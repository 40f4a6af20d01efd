/**
 * The qualification register's cell rules (features/qualification/server/model.ts): the ID number with its check
 * digit and birth date, the certificate number, dates, normalising what operators type, and the mask.
 */
import { describe, expect, it } from 'vitest';
import { checkCells, dateProblem, idCardCheckDigit, maskIdCard, normaliseCell, validIdCard } from '../../features/qualification/server/model';

describe('the ID number', () => {
  it('takes 17 digits and the right check digit, X included', () => {
    expect(validIdCard('11010519491231002X')).toBe(true);
    expect(validIdCard('110105194912310021')).toBe(false);
    expect(idCardCheckDigit('11010519491231002')).toBe('X');
    expect(validIdCard('11010519491231002x')).toBe(false);
  });

  it('refuses a birth date that does not exist, and the wrong length', () => {
    const first17 = '11010519490230002';
    expect(validIdCard(`${first17}${idCardCheckDigit(first17)}`)).toBe(false);
    expect(validIdCard('1101051949123100')).toBe(false);
  });

  it('is shown with the first 6 and last 4 characters only', () => {
    expect(maskIdCard('11010519491231002X')).toBe('110105********002X');
  });
});

/** The Beijing day the checks are made on: the test's, not the wall clock's. */
const TODAY = '2026-12-01';

describe('the cells of a row', () => {
  const good = { name: '张伟', idCard: '11010519491231002X', certNo: 'S0010120010001', category: '证券从业资格', institution: '示范证券', obtainedOn: '2020-05-01' };

  it('accepts a good row and reports each problem with its column', () => {
    expect(checkCells(2, good, TODAY)).toEqual([]);
    expect(checkCells(3, { ...good, name: '', certNo: 's001', obtainedOn: '2020-13-01', institution: '机'.repeat(101) }, TODAY)).toEqual([
      { row: 3, column: '姓名', reason: '姓名不能为空' },
      { row: 3, column: '证书编号', reason: '证书编号格式不正确（应为1位大写字母加13位数字，如S0010120010001）' },
      { row: 3, column: '任职机构', reason: '任职机构不能超过100个字' },
      { row: 3, column: '取得日期', reason: '取得日期格式不正确（应为YYYY-MM-DD）' },
    ]);
  });

  it('says a date after the day of the check is in the future, not badly written', () => {
    expect(checkCells(4, { ...good, obtainedOn: '2026-12-02' }, TODAY)).toEqual([{ row: 4, column: '取得日期', reason: '取得日期不能晚于今天' }]);
    expect(checkCells(5, { ...good, obtainedOn: '1899-12-31' }, TODAY)).toEqual([{ row: 5, column: '取得日期', reason: '取得日期不能早于1900年' }]);
    expect(dateProblem('2026-12-01', TODAY)).toBeNull();
  });

  it('normalises what operators type: spaces, lower case, slashes and one-digit months', () => {
    expect(normaliseCell('idCard', ' 11010519491231002x ')).toBe('11010519491231002X');
    expect(normaliseCell('certNo', 's 0010120010001')).toBe('S0010120010001');
    expect(normaliseCell('obtainedOn', '2020/5/1')).toBe('2020-05-01');
    expect(dateProblem('2999-01-01', TODAY)).toBe('future');
  });
});
