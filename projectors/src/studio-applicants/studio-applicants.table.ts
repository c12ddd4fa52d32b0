// The `studio_applicants` read model: spec 001 §3 builder_studio_applicants, for the admin's Studio applicants table.
export interface BuilderStudioApplicantsTable {
  /** The application id (the `studio-application-<id>` stream's id). */
  id: string;
  /** Null once the applicant's personal data was erased. */
  name: string | null;
  email: string | null;
  phone: string | null;
  idea: string;
  problem: string;
  target_users: string;
  weekly_hours: string;
  created_at: Date;
}

/** Inside the projection's own schema (migrations and handler); a type, not an interface: `withTables` takes it. */
export type StudioApplicantsProjectionDatabase = {
  builder_studio_applicants: BuilderStudioApplicantsTable;
};

/** What readers query: the view onto the active generation (a type, not an interface: `withTables` takes it). */
export type StudioApplicantsReadDatabase = {
  'read.builder_studio_applicants': BuilderStudioApplicantsTable;
};
