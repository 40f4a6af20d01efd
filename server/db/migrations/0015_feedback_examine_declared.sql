-- Opinion feedback (menu 55) and the institution-name reviews (menu 21) are declared modules now
-- (resources/interaction/ideaFeedback.ts, resources/examine/orgExamine.ts): the start-up sync keeps their
-- tables under the declared names. A table holding rows takes that name with its rows (the sync adds what
-- it lacks); an empty one (a new database) goes, and the sync creates it with the demo rows.
DO $$
DECLARE
  names text[];
  has_rows boolean;
BEGIN
  FOREACH names SLICE 1 IN ARRAY ARRAY[['biz_idea_feedback', 'res_idea_feedback'], ['biz_org_examine', 'res_org_examine']] LOOP
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I)', names[1]) INTO has_rows;
    IF has_rows THEN
      EXECUTE format('ALTER TABLE %I RENAME TO %I', names[1], names[2]);
      EXECUTE format('ALTER TABLE %I RENAME CONSTRAINT %I TO %I', names[2], names[1] || '_pkey', names[2] || '_pkey');
      EXECUTE format('ALTER SEQUENCE %I RENAME TO %I', names[1] || '_id_seq', names[2] || '_id_seq');
      EXECUTE format('DROP INDEX %I', names[1] || '_status_idx');
    ELSE
      EXECUTE format('DROP TABLE %I', names[1]);
    END IF;
  END LOOP;
END $$;
