-- The plan's CAAT-A contract records and its settings (the workload rules) are records of the
-- plan like the rest since issue 32, and the protocol sends them: the store check of 0001 named
-- only the first five stores, so a push of a contract record failed at the database.
alter table records drop constraint records_store_check;
alter table records add constraint records_store_check
  check (store in ('professors', 'courses', 'assignments', 'programs', 'programVersions', 'contractRecords', 'planSettings'));
