/**
 * Demo register of a first start, made through the import path itself: two ledger workbooks are built,
 * read, dry-run and confirmed as an operator would (the second updates some certificates, adds others and
 * has bad rows, so the import records show an error workbook). Claimed once per database by a
 * sys_app_setting row, so two processes starting together do not both seed.
 */
import { sql } from 'drizzle-orm';
import { systemClock } from '../../../server/clock';
import memberUnitDemo from '../../../resources/memberService/memberUnit.demo';
import type { Db } from '../../../server/db/client';
import { appSettings } from '../../../server/db/schema';
import { applyBatch } from './apply';
import { dryRun } from './dryRun';
import { storeFile } from './ledger';
import { idCardCheckDigit, type CertValues } from './model';
import { ledgerWorkbook, readLedger } from './sheet';

export const DEMO_QUALIFICATION_KEY = 'qualificationDemo';

const SURNAMES = '王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗';
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '艳', '勇', '军', '杰', '娟', '涛', '明', '超', '秀英', '丽', '强', '平', '刚'];
const CATEGORIES = ['证券从业资格', '证券投资咨询（投资顾问）', '证券投资咨询（分析师）', '保荐代表人', '基金从业资格', '期货从业资格'];
const AREAS = ['110101', '310104', '440305', '320102', '330106', '510107'];

/** The demo person `index`: a valid ID number, a certificate number and a name. */
export const demoPerson = (index: number, institutions: string[]): CertValues => {
  const year = 1970 + (index % 30);
  const month = String((index % 12) + 1).padStart(2, '0');
  const day = String((index % 27) + 1).padStart(2, '0');
  const first17 = `${AREAS[index % AREAS.length]}${year}${month}${day}${String(100 + (index % 900)).padStart(3, '0')}`;
  return {
    name: `${SURNAMES[index % SURNAMES.length]}${GIVEN[(index * 7) % GIVEN.length]}`,
    idCard: `${first17}${idCardCheckDigit(first17)}`,
    certNo: `S${String(10_120_000_000 + index * 37).padStart(13, '0')}`,
    category: CATEGORIES[index % CATEGORIES.length],
    institution: institutions[index % institutions.length],
    obtainedOn: `${2010 + (index % 14)}-${month}-${day}`,
  };
};

const importAs = async (db: Db, fileName: string, rows: Partial<CertValues>[]) => {
  const bytes = await ledgerWorkbook(rows);
  const ledger = await readLedger(bytes);
  const id = await storeFile(db, 'source', fileName, bytes, null);
  // The demo is seeded at start-up, in the database's time.
  const report = await dryRun(db, ledger, { id, fileName }, null, 'admin', systemClock);
  await db.transaction((tx) => applyBatch(tx as unknown as Db, report.batchId, 'admin', null, sql`now()`));
  return report;
};

export const seedQualificationDemo = async (db: Db): Promise<{ imports: number; rows: number } | null> => {
  const claimed = await db.insert(appSettings).values({ key: DEMO_QUALIFICATION_KEY, value: new Date().toISOString() }).onConflictDoNothing().returning();
  if (!claimed.length) return null;
  const institutions = memberUnitDemo()
    .map((unit) => unit.unitName)
    .slice(0, 12);
  const people = Array.from({ length: 60 }, (_, index) => demoPerson(index, institutions.length ? institutions : ['示范证券股份有限公司']));
  const first = await importAs(db, '2026年第一季度资格登记.xlsx', people.slice(0, 50));
  const second = people.slice(40, 60).map((person, index) => (index < 5 ? { ...person, institution: institutions[(index + 5) % institutions.length] ?? person.institution } : person));
  // Bad rows as operators make them: a wrong check digit, a missing certificate number.
  second.push({ ...people[0], certNo: 'S0010120099999', idCard: people[0].idCard.slice(0, 17) + (people[0].idCard[17] === '1' ? '2' : '1') });
  second.push({ ...people[1], certNo: '' });
  const later = await importAs(db, '2026年第二季度资格登记.xlsx', second);
  return { imports: 2, rows: first.totalRows + later.totalRows };
};
