-- The school server's schema (issue 34). Every row is scoped by school: no query reads across
-- schools, and a token is only ever matched to members of one school.

create table schools (
  id text primary key,
  name text not null default '',
  created_at timestamptz not null default now()
);

-- Who may do what in a school. A member is matched by the token's subject or, failing that, by
-- its e-mail claim (an admin adds people by e-mail before they ever sign in).
create table members (
  school_id text not null references schools (id) on delete cascade,
  id bigserial,
  subject text,
  email text,
  role text not null check (role in ('admin', 'coordinator', 'viewer')),
  -- Program ids a coordinator may edit; ignored for admins (all) and viewers (none).
  programs text[] not null default '{}',
  created_at timestamptz not null default now(),
  primary key (school_id, id),
  check (subject is not null or email is not null)
);
create unique index members_subject on members (school_id, subject) where subject is not null;
create unique index members_email on members (school_id, lower(email)) where email is not null;

-- One shared plan. last_seq numbers its accepted changes without gaps; the row is locked by
-- every push (select ... for update), so the changes of one plan are applied one at a time.
create table plans (
  school_id text not null references schools (id) on delete cascade,
  id text not null,
  -- Which workload policy re-checks professors' limits (src/domain/policy/policy-registry.ts).
  policy_id text not null default 'courseload-bands',
  last_seq bigint not null default 0,
  created_by text not null,
  created_at timestamptz not null default now(),
  primary key (school_id, id)
);

-- The plan's records, one row per entity. A deleted record keeps its row with data null (a
-- tombstone), so its revision keeps counting and a client that last saw revision 3 of it is told
-- it changed rather than finding a fresh revision 1 of something else.
create table records (
  school_id text not null,
  plan_id text not null,
  store text not null check (store in ('professors', 'courses', 'assignments', 'programs', 'programVersions')),
  id text not null,
  rev bigint not null check (rev > 0),
  data jsonb,
  changed_seq bigint not null,
  changed_by text not null,
  changed_at timestamptz not null,
  -- One professor per section (course id + section) over live assignment rows: null for every
  -- other row, and nulls never collide. Deferred to commit so a change that moves two
  -- professors between sections in one transaction is judged on its result.
  section_course text generated always as (case when store = 'assignments' and data is not null then data ->> 'courseId' end) stored,
  section_no text generated always as (case when store = 'assignments' and data is not null then data ->> 'section' end) stored,
  primary key (school_id, plan_id, store, id),
  foreign key (school_id, plan_id) references plans (school_id, id) on delete cascade,
  constraint one_professor_per_section unique (school_id, plan_id, section_course, section_no) deferrable initially deferred
);
-- A professor's assignments, to re-measure their load per term after a change.
create index records_assignments_by_professor on records (school_id, plan_id, (data ->> 'professorId')) where store = 'assignments';

-- Every accepted change: who, when, the change as sent, and each record before and after.
create table changes (
  school_id text not null,
  plan_id text not null,
  seq bigint not null,
  change_id uuid not null,
  author text not null,
  at timestamptz not null default now(),
  change jsonb not null,
  -- [{ store, id, rev, before, after }]
  records jsonb not null,
  -- What the push answered, returned again when the same change id is sent again.
  result jsonb not null,
  primary key (school_id, plan_id, seq),
  foreign key (school_id, plan_id) references plans (school_id, id) on delete cascade
);
create unique index changes_change_id on changes (school_id, change_id);
-- History of one record: the log rows whose records name it.
create index changes_records on changes using gin (records jsonb_path_ops);

-- Keys the server makes for itself (the loopback trial sign-in's signing key), kept here so
-- every server process on the database signs and verifies with the same one.
create table server_keys (
  id text primary key,
  private_jwk jsonb not null,
  public_jwk jsonb not null,
  created_at timestamptz not null default now()
);
