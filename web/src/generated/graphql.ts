/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: unknown; output: unknown; }
  /** The `JSONObject` scalar type represents JSON objects as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSONObject: { input: unknown; output: unknown; }
};

/** An association of dojos */
export type Association = {
  __typename?: 'Association';
  /** numDoj: how many dojos the association has */
  dojoCount: Scalars['Int']['output'];
  /** The dojos of the association, by name */
  dojos: Array<Dojo>;
  /** idAsoc */
  id: Scalars['Int']['output'];
  /** nombre (max 100) */
  name: Scalars['String']['output'];
  /** serie: two digits and a capital letter, prefix of the member numbers */
  series: Scalars['String']['output'];
  /** zona (max 100) */
  zone: Maybe<Scalars['String']['output']>;
};

/** Other associations already using a name or series (rep_nombre, rep_serie) */
export type AssociationConflicts = {
  __typename?: 'AssociationConflicts';
  /** id of another association with this name (case and accents ignored); null when free */
  nameTakenBy: Maybe<Scalars['Int']['output']>;
  /** id of another association with this series; null when free */
  seriesTakenBy: Maybe<Scalars['Int']['output']>;
};

export type AssociationInput = {
  /** nombre: required, max 100 */
  name: Scalars['String']['input'];
  /** serie: two digits and a capital letter (01A) */
  series: Scalars['String']['input'];
  /** zona: max 100 */
  zone?: InputMaybe<Scalars['String']['input']>;
};

/** A page of the association list (GET /v1/asocs/) */
export type AssociationPage = {
  __typename?: 'AssociationPage';
  items: Array<Association>;
  /** Rows in this page (nRes) */
  returned: Scalars['Int']['output'];
  /** Rows matching the filter (nTot); at least this many when not totalIsExact */
  total: Scalars['Int']['output'];
  /** nTotExacto: false only when the query asked for a bounded count (boundedTotal) and more than `total` rows match (the count stops at a round bound past the page: "more than 1000") */
  totalIsExact: Scalars['Boolean']['output'];
};

/** One change of a record, or an administrator signing in */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** accion: alta, cambio, baja, validacion, acceso */
  action: Scalars['String']['output'];
  /** despues: the record after (none for baja) */
  after: Maybe<Scalars['JSONObject']['output']>;
  /** id_asoc: the association the record belongs to */
  associationId: Maybe<Scalars['Int']['output']>;
  /** momento */
  at: Scalars['DateTimeISO']['output'];
  /** id_autor: who acted; none for a script or a link */
  authorId: Maybe<Scalars['Int']['output']>;
  /** The author's name */
  authorName: Maybe<Scalars['String']['output']>;
  /** antes: the record before (none for alta) */
  before: Maybe<Scalars['JSONObject']['output']>;
  /** The columns that changed (all of them for alta and baja) */
  changedFields: Array<Scalars['String']['output']>;
  /** id_dojo: the dojo the record belongs to */
  dojoId: Maybe<Scalars['Int']['output']>;
  /** id (a 64-bit number as text) */
  id: Scalars['String']['output'];
  /** id_registro */
  recordId: Scalars['String']['output'];
  /** id_peticion: the request id of the server logs */
  requestId: Maybe<Scalars['String']['output']>;
  /** tabla */
  table: Scalars['String']['output'];
};

/** GET /v1/auditoria filters; all optional, joined by and */
export type AuditFilter = {
  /** accion: alta, cambio, baja, validacion, acceso */
  action?: InputMaybe<Scalars['String']['input']>;
  /** autor: the member who acted */
  authorId?: InputMaybe<Scalars['Int']['input']>;
  /** desde: from this moment on */
  from?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** registro: the record id within its table */
  recordId?: InputMaybe<Scalars['String']['input']>;
  /** tabla: asociacion, dojo, asociado, remesa, remesa_validacion, curso, inscripcion, grado, asociado_titulo */
  table?: InputMaybe<Scalars['String']['input']>;
  /** hasta: before this moment */
  to?: InputMaybe<Scalars['DateTimeISO']['input']>;
};

/** The audit log, newest first */
export type AuditPage = {
  __typename?: 'AuditPage';
  items: Array<AuditEntry>;
  /** Rows in this page (nRes) */
  returned: Scalars['Int']['output'];
  /** Entries matching, counted up to 10,000 (nTot) */
  total: Scalars['Int']['output'];
  /** False when more than 10,000 match: narrow the filters */
  totalIsExact: Scalars['Boolean']['output'];
};

/** An imported bank statement (extracto) with its lines counted by state */
export type BankStatement = {
  __typename?: 'BankStatement';
  /** Norma 43: entity, office and account number; camt.053: the IBAN */
  account: Scalars['String']['output'];
  /** The account holder: an association, or none for the federation */
  associationId: Maybe<Scalars['Int']['output']>;
  /** Norma 43: the bank's entity code; camt.053: the servicer's BIC (may be empty) */
  bank: Scalars['String']['output'];
  /** Integer cents, negative when overdrawn */
  closingCents: Maybe<Scalars['Float']['output']>;
  /** The credits in integer cents (a Float: it may pass 2^31) */
  creditCents: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  /** The debits in integer cents (a Float: it may pass 2^31) */
  debitCents: Scalars['Float']['output'];
  dismissedCount: Scalars['Int']['output'];
  format: BankStatementFormat;
  /** YYYY-MM-DD */
  from: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  importedAt: Scalars['DateTimeISO']['output'];
  lineCount: Scalars['Int']['output'];
  matchedCount: Scalars['Int']['output'];
  /** Integer cents, negative when overdrawn */
  openingCents: Maybe<Scalars['Float']['output']>;
  pendingCount: Scalars['Int']['output'];
  /** Returned debits waiting for a person */
  returnCount: Scalars['Int']['output'];
  /** YYYY-MM-DD */
  to: Scalars['String']['output'];
};

/** NORMA43 (AEB Cuaderno 43) or CAMT053 (ISO 20022 camt.053.001.02 and later) */
export type BankStatementFormat =
  | 'CAMT053'
  | 'NORMA43';

export type BankStatementImport = {
  __typename?: 'BankStatementImport';
  /** False when the same file was imported before: that import is the answer, nothing changed */
  created: Scalars['Boolean']['output'];
  /** Lines this import matched to charges (the earlier import’s, when not created) */
  matched: Scalars['Int']['output'];
  /** What happened, in the request’s language */
  message: Scalars['String']['output'];
  statement: BankStatement;
};

export type BankStatementPage = {
  __typename?: 'BankStatementPage';
  items: Array<BankStatement>;
  returned: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A belt of the ladder (cinturon) */
export type Belt = {
  __typename?: 'Belt';
  /** descripcion */
  description: Scalars['String']['output'];
  /** nhoras: hours of practice expected before it */
  hours: Scalars['Int']['output'];
  /** idcinturon */
  id: Scalars['Int']['output'];
  /** color_primario */
  primaryColour: Scalars['String']['output'];
  /** valor: < 0 kyu, odd intermediate, multiples of 10 full belts */
  value: Scalars['Int']['output'];
};

export type BeltEntryInput = {
  beltId: Scalars['Int']['input'];
  /** YYYY-MM-DD; required */
  date?: InputMaybe<Scalars['String']['input']>;
  /** Hours as typed: a whole number >= 0; "0" when absent */
  hours?: InputMaybe<Scalars['String']['input']>;
};

/** The home's figures: unpaid, owed to and by the caller */
export type BillingSummary = {
  __typename?: 'BillingSummary';
  openByYou: Scalars['Int']['output'];
  /** Whole euro cents (a sum may pass Int) */
  overdueToYouCents: Scalars['Float']['output'];
  /** Whole euro cents (a sum may pass Int) */
  owedByYouCents: Scalars['Float']['output'];
  /** Whole euro cents (a sum may pass Int) */
  owedToYouCents: Scalars['Float']['output'];
};

/** A member's private iCalendar feed */
export type CalendarFeed = {
  __typename?: 'CalendarFeed';
  /** The secret URL a calendar application subscribes to */
  url: Scalars['String']['output'];
};

/** What an unsigned card check shows: nothing private */
export type CardCheck = {
  __typename?: 'CardCheck';
  associationName: Scalars['String']['output'];
  avatar: Scalars['String']['output'];
  cardName: Scalars['String']['output'];
  /** The federation's year today */
  currentYear: Scalars['Int']['output'];
  dojoName: Scalars['String']['output'];
  /** A fee of currentYear in a nationally validated batch */
  feeValidatedThisYear: Scalars['Boolean']['output'];
  fullName: Scalars['String']['output'];
  /** The highest validated belt's description */
  grade: Maybe<Scalars['String']['output']>;
  /** Its valor (colour on the web) */
  gradeValue: Maybe<Scalars['Int']['output']>;
  memberNumber: Scalars['String']['output'];
  /** The highest validated title's description */
  title: Maybe<Scalars['String']['output']>;
  validatedFeeYear: Maybe<Scalars['Int']['output']>;
};

export type ChangePasswordInput = {
  confirmation: Scalars['String']['input'];
  currentPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** What somebody owes somebody (cargo) */
export type Charge = {
  __typename?: 'Charge';
  /** Euro cents */
  amountCents: Scalars['Int']['output'];
  associationId: Scalars['Int']['output'];
  associationName: Scalars['String']['output'];
  batchId: Maybe<Scalars['Int']['output']>;
  /** The caller acts for its issuer (refunds, returns) */
  collects: Scalars['Boolean']['output'];
  createdAt: Scalars['String']['output'];
  creditNoteNumber: Maybe<Scalars['String']['output']>;
  dojoId: Maybe<Scalars['Int']['output']>;
  dojoName: Maybe<Scalars['String']['output']>;
  dueDate: Maybe<Scalars['String']['output']>;
  enrolmentId: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  invoiceNumber: Maybe<Scalars['String']['output']>;
  /** Who is owed; null: the federation */
  issuerName: Maybe<Scalars['String']['output']>;
  /** Its items, grouped as the receipt prints them */
  items: Array<ChargeItem>;
  kind: ChargeKind;
  paidAt: Maybe<Scalars['String']['output']>;
  /** The caller pays it and it is payable now */
  payable: Scalars['Boolean']['output'];
  payerMemberId: Maybe<Scalars['Int']['output']>;
  payerName: Scalars['String']['output'];
  /** Its payments, newest first (card, Bizum, SEPA, transfer) */
  payments: Array<Payment>;
  /** Why returned (bank reason code) or cancelled */
  reason: Maybe<Scalars['String']['output']>;
  /** GET it with the Authorization header: the receipt, invoice or credit note PDF */
  receiptUrl: Scalars['String']['output'];
  /** ISO 11649 reference a bank transfer quotes (RF…FED<id>) */
  reference: Scalars['String']['output'];
  status: ChargeStatus;
  year: Scalars['Int']['output'];
};

export type ChargeFilter = {
  associationId?: InputMaybe<Scalars['Int']['input']>;
  dojoId?: InputMaybe<Scalars['Int']['input']>;
  kind?: InputMaybe<ChargeKind>;
  /** Only what the caller pays */
  mine?: InputMaybe<Scalars['Boolean']['input']>;
  /** Unpaid past its due date */
  overdue?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<ChargeStatus>;
  year?: InputMaybe<Scalars['Int']['input']>;
};

/** A charge's items grouped as a receipt prints them */
export type ChargeItem = {
  __typename?: 'ChargeItem';
  description: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  totalCents: Scalars['Int']['output'];
  unitCents: Scalars['Int']['output'];
};

/** FEES a batch (dojo → association); DOJO_FEE a dojo's own fee (member → dojo); COURSE an enrolment (member → organising dojo); SETTLEMENT national shares (association → federation) */
export type ChargeKind =
  | 'COURSE'
  | 'DOJO_FEE'
  | 'FEES'
  | 'SETTLEMENT';

/** A page of the charges the caller sees */
export type ChargePage = {
  __typename?: 'ChargePage';
  items: Array<Charge>;
  /** Rows in this page (nRes) */
  returned: Scalars['Int']['output'];
  /** Rows matching the filter (nTot); at least this many when not totalIsExact */
  total: Scalars['Int']['output'];
  /** nTotExacto: false only when the query asked for a bounded count (boundedTotal) and more than `total` rows match (the count stops at a round bound past the page: "more than 1000") */
  totalIsExact: Scalars['Boolean']['output'];
};

/** OPEN unpaid; PAID; CANCELLED (nothing owed); RETURNED (the bank took the payment back: unpaid again) */
export type ChargeStatus =
  | 'CANCELLED'
  | 'OPEN'
  | 'PAID'
  | 'RETURNED';

/** A message of the public contact form */
export type ContactMessage = {
  __typename?: 'ContactMessage';
  /** fecha */
  createdAt: Scalars['DateTimeISO']['output'];
  /** email */
  email: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** idioma: the page's language when it was sent (es, en, fr) */
  language: Scalars['String']['output'];
  /** mensaje */
  message: Scalars['String']['output'];
  /** nombre */
  name: Scalars['String']['output'];
  /** leido: read by the national administrator */
  read: Scalars['Boolean']['output'];
};

/** POST /v1/contacto: the public contact form */
export type ContactMessageInput = {
  /** email (required, at most 254 characters) */
  email: Scalars['String']['input'];
  /** mensaje (required, at most 5,000 characters) */
  message: Scalars['String']['input'];
  /** nombre (required, at most 100 characters) */
  name: Scalars['String']['input'];
  /** The hidden field people never see: filled, the message is answered as sent and dropped */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** The contact inbox, newest first */
export type ContactMessagePage = {
  __typename?: 'ContactMessagePage';
  items: Array<ContactMessage>;
  /** Rows in this page (nRes) */
  returned: Scalars['Int']['output'];
  /** Messages matching (nTot) */
  total: Scalars['Int']['output'];
};

/** A country of the federation */
export type Country = {
  __typename?: 'Country';
  /** Code (ES, FR, UK...): the dojo's pais */
  code: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** Latitude of its centre, to fit the public map */
  lat: Scalars['Float']['output'];
  lon: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  /** Provinces by code */
  provinces: Array<Province>;
};

/** A course or workshop organised by a dojo (curso) */
export type Course = {
  __typename?: 'Course';
  /** The organising dojo's association */
  associationId: Scalars['Int']['output'];
  /** May modify or delete it now: manages it, and it is not validated */
  canEdit: Scalars['Boolean']['output'];
  /** May change enrolments now (validated; once finished, its managers only) */
  canEnrol: Scalars['Boolean']['output'];
  /** May validate or unvalidate it: the national administrator */
  canValidate: Scalars['Boolean']['output'];
  /** ciudad */
  city: Scalars['String']['output'];
  /** clau */
  clauses: Maybe<Scalars['String']['output']>;
  /** actClau: members accept the clauses to enrol */
  clausesActive: Scalars['Boolean']['output'];
  /** obs */
  details: Scalars['String']['output'];
  /** fechaFin: its last session (YYYY-MM-DD) */
  endDate: Maybe<Scalars['String']['output']>;
  /** asiste: the caller is enrolled */
  enrolled: Scalars['Boolean']['output'];
  /** idCurso */
  id: Scalars['Int']['output'];
  /** imagen: the poster served at /curso/{image}; null: /curso/template-cursos.png */
  image: Maybe<Scalars['String']['output']>;
  /** Manages it: the national administrator or the organising dojo administrator */
  manages: Scalars['Boolean']['output'];
  /** May mark payment and attendance: the organising dojo administrator */
  marksPayment: Scalars['Boolean']['output'];
  /** precioSocio: euro cents a federation member pays (0 free) */
  memberPriceCents: Scalars['Int']['output'];
  /** cfOrganiz: the organising dojo */
  organiserId: Scalars['Int']['output'];
  /** dojo: the organising dojo's name */
  organiserName: Scalars['String']['output'];
  /** precioOtros: euro cents anyone else pays (0 free) */
  otherPriceCents: Scalars['Int']['output'];
  /** aSesion: by date and start time */
  sessions: Array<CourseSession>;
  /** fechaIni: its first session (YYYY-MM-DD) */
  startDate: Maybe<Scalars['String']['output']>;
  /** estado */
  status: CourseStatus;
  /** titulo */
  title: Scalars['String']['output'];
  /** Validated by the national administrator */
  validated: Scalars['Boolean']['output'];
  /** cfValAdmi: who validated it (REST: 0 when not) */
  validatedById: Maybe<Scalars['Int']['output']>;
};

/** POST /v1/cursos/ins and /mod; on update, omitted fields are left as they are (modificar) */
export type CourseInput = {
  /** ciudad (at most 50 characters) */
  city?: InputMaybe<Scalars['String']['input']>;
  /** clau: required when the clauses are on */
  clauses?: InputMaybe<Scalars['String']['input']>;
  /** actClau */
  clausesActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** obs */
  details?: InputMaybe<Scalars['String']['input']>;
  /** idDojo: the organising dojo, on creation only: the session's by default; another only for the national administrator */
  dojoId?: InputMaybe<Scalars['Int']['input']>;
  /** imagen: a PNG or JPEG data URL (re-encoded portrait); '' removes the poster */
  image?: InputMaybe<Scalars['String']['input']>;
  /** precioSocio: euro cents a federation member pays; 0 free */
  memberPriceCents?: InputMaybe<Scalars['Int']['input']>;
  /** precioOtros: euro cents anyone else pays; 0 free */
  otherPriceCents?: InputMaybe<Scalars['Int']['input']>;
  /** aSesion: the whole list (at least one); sessions left out are removed */
  sessions?: InputMaybe<Array<CourseSessionInput>>;
  /** titulo (at most 100 characters) */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A page of the course list (GET /v1/cursos/) */
export type CoursePage = {
  __typename?: 'CoursePage';
  items: Array<Course>;
  /** Rows in this page (nRes) */
  returned: Scalars['Int']['output'];
  /** Rows matching the filter (nTot); at least this many when not totalIsExact */
  total: Scalars['Int']['output'];
  /** nTotExacto: false only when the query asked for a bounded count (boundedTotal) and more than `total` rows match (the count stops at a round bound past the page: "more than 1000") */
  totalIsExact: Scalars['Boolean']['output'];
};

/** A session (S) or an event (E) of a course (aSesion) */
export type CourseSession = {
  __typename?: 'CourseSession';
  /** fecha (YYYY-MM-DD) */
  date: Scalars['String']['output'];
  /** descripcion (at most 80 characters) */
  description: Scalars['String']['output'];
  /** horafin (HH:MM) */
  endTime: Scalars['String']['output'];
  /** idses */
  id: Scalars['Int']['output'];
  /** tipo: 'S' session, 'E' event */
  kind: Scalars['String']['output'];
  /** precio: an event's price per person attending, euro cents (0 free) */
  priceCents: Scalars['Int']['output'];
  /** horaini (HH:MM) */
  startTime: Scalars['String']['output'];
};

/** A session or event (aSesion item) */
export type CourseSessionInput = {
  /** fecha (YYYY-MM-DD); not before today unless unchanged */
  date?: InputMaybe<Scalars['String']['input']>;
  /** descripcion (at most 80 characters) */
  description?: InputMaybe<Scalars['String']['input']>;
  /** horafin (HH:MM), 23:00 by default */
  endTime?: InputMaybe<Scalars['String']['input']>;
  /** idses: an existing session of the course; none for a new one */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** tipo: 'S' or 'E' */
  kind?: InputMaybe<Scalars['String']['input']>;
  /** precio: an event's price per person, euro cents (0 free) */
  priceCents?: InputMaybe<Scalars['Int']['input']>;
  /** horaini (HH:MM), 00:00 by default */
  startTime?: InputMaybe<Scalars['String']['input']>;
};

/** estado: 'Próximamente' (UPCOMING), 'En curso' once started, 'Terminado' once ended */
export type CourseStatus =
  | 'FINISHED'
  | 'RUNNING'
  | 'UPCOMING';

/** One direct debit of a remittance (adeudo) */
export type Debit = {
  __typename?: 'Debit';
  amountCents: Scalars['Int']['output'];
  chargeId: Scalars['Int']['output'];
  chargeReference: Scalars['String']['output'];
  debtorName: Scalars['String']['output'];
  /** extremo: the end-to-end id a bank return quotes */
  endToEndId: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** motivo: the ISO reason code of a return */
  reason: Maybe<Scalars['String']['output']>;
  remittanceId: Scalars['Int']['output'];
  sequence: SepaSequenceType;
  /** PRESENTED or RETURNED */
  status: Scalars['String']['output'];
};

export type DebitPage = {
  __typename?: 'DebitPage';
  items: Array<Debit>;
  returned: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A dojo (club) of an association */
export type Dojo = {
  __typename?: 'Dojo';
  /** direccion (max 50) */
  address: Maybe<Scalars['String']['output']>;
  /** The association the dojo belongs to */
  association: Association;
  /** cfAsoc */
  associationId: Scalars['Int']['output'];
  /** ciudad (max 50) */
  city: Scalars['String']['output'];
  /** persocont (max 50) */
  contactPerson: Maybe<Scalars['String']['output']>;
  /** pais: country code (ES, FR...) */
  country: Scalars['String']['output'];
  /** correoE (max 50) */
  email: Maybe<Scalars['String']['output']>;
  /** idDojo */
  id: Scalars['Int']['output'];
  /** avatar: logo file name, served at /dojo/{file} */
  logo: Maybe<Scalars['String']['output']>;
  /** maps: a map link, http:// or https:// */
  maps: Maybe<Scalars['String']['output']>;
  /** numAsoc: how many members the dojo has */
  memberCount: Scalars['Int']['output'];
  /** nombre (max 50) */
  name: Scalars['String']['output'];
  /** telfcont (max 9) */
  phone: Maybe<Scalars['String']['output']>;
  /** provincia: province code within the country ('28') */
  province: Scalars['String']['output'];
  /** horario (max 150) */
  schedule: Maybe<Scalars['String']['output']>;
  /** Shown on the public map and list */
  visible: Scalars['Boolean']['output'];
  /** web: starts with http:// or https:// */
  web: Maybe<Scalars['String']['output']>;
};

export type DojoInput = {
  /** Direccion: max 50 */
  address?: InputMaybe<Scalars['String']['input']>;
  /** idAsoc: required for a global administrator; others save in their own association */
  associationId?: InputMaybe<Scalars['Int']['input']>;
  /** ciudad: required, max 50 */
  city: Scalars['String']['input'];
  /** PersoCont: max 50 */
  contactPerson?: InputMaybe<Scalars['String']['input']>;
  /** Pais: country code (ES, FR...) or its numeric id */
  country: Scalars['String']['input'];
  /** CorreoE: a valid mail, max 50 */
  email?: InputMaybe<Scalars['String']['input']>;
  /** avatar: a new logo as a data URL (PNG or JPEG, at most 12 MB and 4000 px a side); absent or empty keeps the current one */
  logo?: InputMaybe<Scalars['String']['input']>;
  /** Maps: a map link, http:// or https:// */
  maps?: InputMaybe<Scalars['String']['input']>;
  /** nombre: required, max 50, unique within the association */
  name: Scalars['String']['input'];
  /** TelfCont: max 9 */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Provincia: province code within the country ('28') */
  province: Scalars['String']['input'];
  /** Drop the current logo (when no new one is sent) */
  removeLogo?: InputMaybe<Scalars['Boolean']['input']>;
  /** Horario: max 150 */
  schedule?: InputMaybe<Scalars['String']['input']>;
  /** Shown on the public map; absent: false when new, else unchanged */
  visible?: InputMaybe<Scalars['Boolean']['input']>;
  /** Web: http:// or https:// */
  web?: InputMaybe<Scalars['String']['input']>;
};

/** A page of the dojo list (GET /v1/dojos/) */
export type DojoPage = {
  __typename?: 'DojoPage';
  items: Array<Dojo>;
  /** Rows in this page (nRes) */
  returned: Scalars['Int']['output'];
  /** Rows matching the filter (nTot); at least this many when not totalIsExact */
  total: Scalars['Int']['output'];
  /** nTotExacto: false only when the query asked for a bounded count (boundedTotal) and more than `total` rows match (the count stops at a round bound past the page: "more than 1000") */
  totalIsExact: Scalars['Boolean']['output'];
};

/** One member row of subirCambios (cambios) */
export type EnrolmentChangeInput = {
  /** asistencia; absent keeps it */
  attended?: InputMaybe<Scalars['Boolean']['input']>;
  /** clausulaAceptada; absent keeps it */
  clauseAccepted?: InputMaybe<Scalars['Boolean']['input']>;
  /** inscrito: false takes the enrolment and its entries away */
  enrolled: Scalars['Boolean']['input'];
  /** sesiones: the whole wanted set (left out: removed); absent keeps the entries */
  entries?: InputMaybe<Array<EnrolmentEntryInput>>;
  /** idAso */
  memberId: Scalars['Int']['input'];
  /** pagado; absent keeps it */
  paid?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A member in one session or event (sesiones) */
export type EnrolmentEntry = {
  __typename?: 'EnrolmentEntry';
  /** asistencia */
  attended: Scalars['Boolean']['output'];
  /** nasisevento: people attending (1 for a session) */
  eventAttendees: Scalars['Int']['output'];
  /** tipo: 'S' session, 'E' event */
  kind: Scalars['String']['output'];
  /** pagado */
  paid: Scalars['Boolean']['output'];
  /** idsesion */
  sessionId: Scalars['Int']['output'];
};

/** An entry of subirCambios (sesiones) */
export type EnrolmentEntryInput = {
  /** asistencia (organising dojo administrator only) */
  attended?: InputMaybe<Scalars['Boolean']['input']>;
  /** nasisevento: 0 removes the entry; absent keeps it (new: 1) */
  eventAttendees?: InputMaybe<Scalars['Int']['input']>;
  /** pagado (organising dojo administrator only) */
  paid?: InputMaybe<Scalars['Boolean']['input']>;
  /** idsesion */
  sessionId: Scalars['Int']['input'];
};

/** A page of the enrolment table (GET /v1/cursos/listAlum) and the course-wide counters */
export type EnrolmentPage = {
  __typename?: 'EnrolmentPage';
  /** asistidos */
  attended: Scalars['Int']['output'];
  /** inscritos (0 without the enrolment tools) */
  enrolled: Scalars['Int']['output'];
  /** eventos: per event, the sum of nasisevento */
  eventTotals: Array<EventTotal>;
  items: Array<EnrolmentRow>;
  /** pagados */
  paid: Scalars['Int']['output'];
  /** Rows in this page (nRes) */
  returned: Scalars['Int']['output'];
  /** Rows matching the filter (nTot); at least this many when not totalIsExact */
  total: Scalars['Int']['output'];
  /** nTotExacto: false when more than `total` rows match (a count stopped at a round bound, asked by boundedTotal) */
  totalIsExact: Scalars['Boolean']['output'];
};

/** A member of the enrolment table (listAlum) */
export type EnrolmentRow = {
  __typename?: 'EnrolmentRow';
  /** adulto: 18 or older today */
  adult: Scalars['Boolean']['output'];
  /** The member's association */
  associationId: Scalars['Int']['output'];
  /** asistencia */
  attended: Scalars['Boolean']['output'];
  /** avatar: file name under /avatars/ */
  avatar: Scalars['String']['output'];
  /** clausulaAceptada */
  clauseAccepted: Scalars['Boolean']['output'];
  /** The member's dojo (the table's row menu leads to it) */
  dojoId: Scalars['Int']['output'];
  /** dojo */
  dojoName: Scalars['String']['output'];
  /** editable: the caller may change this row now */
  editable: Scalars['Boolean']['output'];
  /** inscrito */
  enrolled: Scalars['Boolean']['output'];
  /** sesiones, in session order */
  entries: Array<EnrolmentEntry>;
  /** nombre */
  firstName: Scalars['String']['output'];
  /** ultima_cuota: latest year paid */
  lastFeeYear: Maybe<Scalars['Int']['output']>;
  /** apellido */
  lastName: Scalars['String']['output'];
  /** idAso */
  memberId: Scalars['Int']['output'];
  /** numAcae */
  number: Maybe<Scalars['String']['output']>;
  /** pagado */
  paid: Scalars['Boolean']['output'];
};

/** The enrolment table by cursor pages (enrolmentConnection): the rows of courseEnrolment, in its order */
export type EnrolmentRowConnection = {
  __typename?: 'EnrolmentRowConnection';
  edges: Array<EnrolmentRowEdge>;
  pageInfo: EnrolmentRowPageInfo;
};

export type EnrolmentRowEdge = {
  __typename?: 'EnrolmentRowEdge';
  /** Opaque position of this enrolmentrow; pass it as `after` for the next page */
  cursor: Scalars['String']['output'];
  node: EnrolmentRow;
};

export type EnrolmentRowPageInfo = {
  __typename?: 'EnrolmentRowPageInfo';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

/** columna of listAlum: todas, numAcae, nombre, apellido, dojo */
export type EnrolmentSearchColumn =
  | 'ALL'
  | 'DOJO'
  | 'FIRST_NAME'
  | 'LAST_NAME'
  | 'NUMBER';

/** People attending an event, summed over the enrolled */
export type EventTotal = {
  __typename?: 'EventTotal';
  /** idsesion */
  sessionId: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** The fees of one dojo for one year (remesa) */
export type FeeBatch = {
  __typename?: 'FeeBatch';
  /** numAd: adults among its fees */
  adults: Scalars['Int']['output'];
  /** cfAsoc */
  associationId: Scalars['Int']['output'];
  /** asociacion */
  associationName: Scalars['String']['output'];
  /** numNi: children among its fees */
  children: Scalars['Int']['output'];
  /** When it was made (ISO 8601) */
  createdAt: Scalars['String']['output'];
  /** cfDojo */
  dojoId: Scalars['Int']['output'];
  /** dojo */
  dojoName: Scalars['String']['output'];
  /** Every validation and undo, newest first */
  history: Array<FeeBatchValidation>;
  /** idRem */
  id: Scalars['Int']['output'];
  /** desValNiv: the level the caller may undo now (1-3), 0 none */
  levelToUndo: Scalars['Int']['output'];
  /** valNiv: the level the caller may validate now (1-3), 0 none */
  levelToValidate: Scalars['Int']['output'];
  /** selec: the members it names */
  memberIds: Array<Scalars['Int']['output']>;
  /** How far it is validated: 0 none, 1 dojo, 2 association, 3 national */
  state: Scalars['Int']['output'];
  /** cfAsocValAsoc: who validated it for the association */
  validatedByAssociationId: Maybe<Scalars['Int']['output']>;
  /** cfAsocValDojo: who validated it for the dojo */
  validatedByDojoId: Maybe<Scalars['Int']['output']>;
  /** cfAsocValAdmi: who validated it nationally */
  validatedNationallyById: Maybe<Scalars['Int']['output']>;
  /** anio */
  year: Scalars['Int']['output'];
};

/** POST /v1/cuotas/ins and /mod */
export type FeeBatchInput = {
  /** The batch's dojo, read on creation only (a batch never moves): the session's by default; another only for the national administrator */
  dojoId?: InputMaybe<Scalars['Int']['input']>;
  /** selec: the members ticked (at most 5000) */
  memberIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** anio: from next year back 50 years */
  year?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of the fee batch list (GET /v1/cuotas/) */
export type FeeBatchPage = {
  __typename?: 'FeeBatchPage';
  items: Array<FeeBatch>;
  /** Rows in this page (nRes) */
  returned: Scalars['Int']['output'];
  /** Rows matching the filter (nTot); at least this many when not totalIsExact */
  total: Scalars['Int']['output'];
  /** nTotExacto: false only when the query asked for a bounded count (boundedTotal) and more than `total` rows match (the count stops at a round bound past the page: "more than 1000") */
  totalIsExact: Scalars['Boolean']['output'];
};

/** The type filter (tipo): validated at a level (dojo, asoc, admin) or waiting for it, i.e. validated up to the level below (no_dojo, no_asoc, no_admin) */
export type FeeBatchStatus =
  | 'VALIDATED_BY_ASSOCIATION'
  | 'VALIDATED_BY_DOJO'
  | 'VALIDATED_NATIONALLY'
  | 'WAITING_FOR_ASSOCIATION'
  | 'WAITING_FOR_DOJO'
  | 'WAITING_FOR_NATIONAL';

/** One validation step of a batch, given or undone */
export type FeeBatchValidation = {
  __typename?: 'FeeBatchValidation';
  /** When (ISO 8601) */
  at: Scalars['String']['output'];
  /** 1 dojo, 2 association, 3 national */
  level: Scalars['Int']['output'];
  /** Who */
  memberId: Scalars['Int']['output'];
  memberName: Scalars['String']['output'];
  /** true: validated; false: undone */
  validated: Scalars['Boolean']['output'];
};

/** A member a batch may name for a year (listAlum) */
export type FeeCandidate = {
  __typename?: 'FeeCandidate';
  /** nombre */
  firstName: Scalars['String']['output'];
  /** Named by this batch */
  inBatch: Scalars['Boolean']['output'];
  /** tipo: 'A' adult or 'N' child, by the age reached in the year */
  kind: Scalars['String']['output'];
  /** ultima_cuota: latest year paid (validated nationally) */
  lastFeeYear: Maybe<Scalars['Int']['output']>;
  /** apellido */
  lastName: Scalars['String']['output'];
  /** idAso */
  memberId: Scalars['Int']['output'];
  /** numAcae */
  number: Maybe<Scalars['String']['output']>;
  /** Another batch holding their fee of the year: a member pays a year once */
  otherBatchId: Maybe<Scalars['Int']['output']>;
};

export type FirstPasswordInput = {
  /** valCode of the validation link */
  code: Scalars['String']['input'];
  confirmation: Scalars['String']['input'];
  mail: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** The signed fields the browser posts to the gateway */
export type GatewayFields = {
  __typename?: 'GatewayFields';
  /** The payment request: base64 JSON */
  Ds_MerchantParameters: Scalars['String']['output'];
  /** Its signature with the merchant's key diversified by the order */
  Ds_Signature: Scalars['String']['output'];
  /** HMAC_SHA256_V1 */
  Ds_SignatureVersion: Scalars['String']['output'];
};

/** Where the payer's browser posts the signed fields (a form POST to url) to pay at the gateway */
export type GatewayForm = {
  __typename?: 'GatewayForm';
  fields: GatewayFields;
  /** Its gateway order (Ds_Merchant_Order) */
  order: Scalars['String']['output'];
  /** The PENDING payment begun */
  paymentId: Scalars['Int']['output'];
  /** The gateway's payment page */
  url: Scalars['String']['output'];
};

/** A row of the grade validation list (grados) */
export type GradeEntry = {
  __typename?: 'GradeEntry';
  canDelete: Scalars['Boolean']['output'];
  canValidate: Scalars['Boolean']['output'];
  date: Scalars['String']['output'];
  description: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  /** idgrado or idasoc_titulo */
  id: Scalars['Int']['output'];
  kind: GradeEntryKind;
  lastName: Scalars['String']['output'];
  memberId: Scalars['Int']['output'];
  /** numacae */
  memberNumber: Maybe<Scalars['String']['output']>;
  /** validacion: < 0 Pendiente, 0 Regulado, > 0 Examinado */
  status: Scalars['Int']['output'];
  /** When it was validated (ISO time) */
  validatedAt: Maybe<Scalars['String']['output']>;
  /** Shown as validator: 'Administradores de ACAE' when valor > 0, else the validator's name */
  validatedBy: Maybe<Scalars['String']['output']>;
  /** cfvalidador */
  validatorId: Maybe<Scalars['Int']['output']>;
  /** valor of the belt or title */
  value: Scalars['Int']['output'];
};

/** A belt (grado) or a title */
export type GradeEntryKind =
  | 'GRADE'
  | 'TITLE';

/** A page of the grade validation list */
export type GradeEntryPage = {
  __typename?: 'GradeEntryPage';
  items: Array<GradeEntry>;
  /** Rows in this page (nRes) */
  returned: Scalars['Int']['output'];
  /** Rows matching the filter (nTot); at least this many when not totalIsExact */
  total: Scalars['Int']['output'];
  /** nTotExacto: false only when the query asked for a bounded count (boundedTotal) and more than `total` rows match (the count stops at a round bound past the page: "more than 1000") */
  totalIsExact: Scalars['Boolean']['output'];
};

/** How far a member is from the next full belt */
export type GradeReadiness = {
  __typename?: 'GradeReadiness';
  currentBelt: Maybe<Scalars['String']['output']>;
  /** The highest validated belt */
  currentBeltId: Maybe<Scalars['Int']['output']>;
  daysInGrade: Maybe<Scalars['Int']['output']>;
  /** Hours of attended course sessions since the current belt */
  hoursAttended: Scalars['Float']['output'];
  /** The next belt's nhoras */
  hoursNeeded: Maybe<Scalars['Int']['output']>;
  meetsHours: Scalars['Boolean']['output'];
  memberId: Scalars['Int']['output'];
  nextBelt: Maybe<Scalars['String']['output']>;
  /** The next full belt of the ladder */
  nextBeltId: Maybe<Scalars['Int']['output']>;
  /** Date of the current belt */
  since: Maybe<Scalars['String']['output']>;
};

/** A member's belts and titles */
export type GradeRecord = {
  __typename?: 'GradeRecord';
  belts: Array<HeldGrade>;
  memberId: Scalars['Int']['output'];
  titles: Array<HeldGrade>;
};

/** The whole wanted state of a member's belts and titles */
export type GradeRecordInput = {
  belts: Array<BeltEntryInput>;
  titles: Array<TitleEntryInput>;
};

/** A belt or title a member holds (gradoactual, tituloactual) */
export type HeldGrade = {
  __typename?: 'HeldGrade';
  /** fecha, YYYY-MM-DD */
  date: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** nhoras (0 for titles) */
  hours: Scalars['Int']['output'];
  /** idgrado or idasoc_titulo */
  id: Scalars['Int']['output'];
  /** Whether the caller may not change or remove it */
  locked: Scalars['Boolean']['output'];
  /** idcinturon or idtitulo */
  refId: Scalars['Int']['output'];
  /** estado: < 0 Pendiente, 0 Regulado, > 0 Examinado */
  status: Scalars['Int']['output'];
  /** When it was validated (ISO time) */
  validatedAt: Maybe<Scalars['String']['output']>;
  validatorId: Maybe<Scalars['Int']['output']>;
  validatorName: Maybe<Scalars['String']['output']>;
  value: Scalars['Int']['output'];
};

/** A page of a list: the REST ini, pag, orden and filtro */
export type ListInput = {
  /** Every row (pag=ALL), where the list allows it */
  all?: InputMaybe<Scalars['Boolean']['input']>;
  /** Words searched in the visible columns, ignoring case and accents (filtro) */
  filter?: InputMaybe<Scalars['String']['input']>;
  /** Page size (pag): 15 (default), 50, 100, or 1000 for dropdowns */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** Rows to skip (ini); 0 by default */
  offset?: InputMaybe<Scalars['Int']['input']>;
  /** A column name, optionally followed by " DESC" (orden) */
  orderBy?: InputMaybe<Scalars['String']['input']>;
};

/** A SEPA Core direct debit mandate (mandato) */
export type Mandate = {
  __typename?: 'Mandate';
  /** activo: false once revoked */
  active: Scalars['Boolean']['output'];
  bic: Maybe<Scalars['String']['output']>;
  /** acreedor: the association it is given to; none for the federation */
  creditorAssociationId: Maybe<Scalars['Int']['output']>;
  /** titular: the account holder */
  debtorName: Scalars['String']['output'];
  /** In full for its owner and its collectors; otherwise masked (ES91 **** **** **** **** 1332) */
  iban: Scalars['String']['output'];
  /** Whether `iban` is masked for the caller */
  ibanMasked: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  /** The association, dojo or member that pays */
  payerId: Scalars['Int']['output'];
  payerKind: MandatePayerKind;
  payerName: Scalars['String']['output'];
  /** referencia: the mandate reference, unique per creditor */
  reference: Scalars['String']['output'];
  sequence: SepaSequenceType;
  /** firmado: the day it was signed (YYYY-MM-DD) */
  signedOn: Scalars['String']['output'];
};

/** POST /v1/pagos/mandato: a new mandate (id none, one payer) or a change of one */
export type MandateInput = {
  /** activo: false revokes it (true by default) */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  bic?: InputMaybe<Scalars['String']['input']>;
  /** acreedor: the creditor association; none: the caller’s (the federation for the national administrator) */
  creditorAssociationId?: InputMaybe<Scalars['Int']['input']>;
  /** titular */
  debtorName: Scalars['String']['input'];
  /** iban; on a change, none keeps the one it had */
  iban?: InputMaybe<Scalars['String']['input']>;
  /** id: the mandate to change; none for a new one */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** pagadorAsoc */
  payerAssociationId?: InputMaybe<Scalars['Int']['input']>;
  /** pagadorDojo */
  payerDojoId?: InputMaybe<Scalars['Int']['input']>;
  /** pagadorAsociado */
  payerMemberId?: InputMaybe<Scalars['Int']['input']>;
  /** referencia: 1–35 characters of the SEPA set */
  reference: Scalars['String']['input'];
  /** firmado: YYYY-MM-DD, not after today */
  signedOn: Scalars['String']['input'];
};

export type MandatePage = {
  __typename?: 'MandatePage';
  items: Array<Mandate>;
  /** Rows in this page (nRes) */
  returned: Scalars['Int']['output'];
  /** Mandates the caller sees (nTot) */
  total: Scalars['Int']['output'];
};

/** Who pays under a mandate */
export type MandatePayerKind =
  | 'ASSOCIATION'
  | 'DOJO'
  | 'MEMBER';

/** A member (asociado) of a dojo */
export type Member = {
  __typename?: 'Member';
  /** domicilio (max 150). Private: null unless you are the member or an administrator over them. */
  address: Maybe<Scalars['String']['output']>;
  /** edad: 'A' adult (18 or older today), 'N' child. Private: null unless you are the member or an administrator over them. */
  age: Maybe<Scalars['String']['output']>;
  /** cfAsoc, loaded in one query per page */
  association: Association;
  /** cfAsoc */
  associationId: Scalars['Int']['output'];
  /** avatar: image name served at /avatars/{name}; default.jpg when none */
  avatar: Scalars['String']['output'];
  /** fechaNacimiento, YYYY-MM-DD. Private: null unless you are the member or an administrator over them. */
  birthDate: Maybe<Scalars['String']['output']>;
  /** ciudad (max 50). Private: null unless you are the member or an administrator over them. */
  city: Maybe<Scalars['String']['output']>;
  /** dni, upper-case. Private: null unless you are the member or an administrator over them. */
  dni: Maybe<Scalars['String']['output']>;
  /** cfDojo, loaded in one query per page */
  dojo: Dojo;
  /** cfDojo */
  dojoId: Scalars['Int']['output'];
  /** nombre (max 50) */
  firstName: Scalars['String']['output'];
  /** nombreCompleto: first name and surname */
  fullName: Scalars['String']['output'];
  /** Readiness for the next belt; null unless you manage this member's grades */
  gradeReadiness: Maybe<GradeReadiness>;
  /** idAso */
  id: Scalars['Int']['output'];
  /** esAdmin: global administrator */
  isAdmin: Scalars['Boolean']['output'];
  /** esAdminAsoc: administrator of their association */
  isAssociationAdmin: Scalars['Boolean']['output'];
  /** esAdminDojo: administrator of their dojo */
  isDojoAdmin: Scalars['Boolean']['output'];
  /** ultima_cuota: year of the latest fee. Private: null unless you are the member or an administrator over them. */
  lastFeeYear: Maybe<Scalars['Int']['output']>;
  /** apellido (max 50) */
  lastName: Scalars['String']['output'];
  /** mail (max 50), unique whatever its case. Private: null unless you are the member or an administrator over them. */
  mail: Maybe<Scalars['String']['output']>;
  /** numAcae: the association serie and four digits; generated when empty, then fixed */
  memberNumber: Maybe<Scalars['String']['output']>;
  /** obs (max 250). Private: null unless you are the member or an administrator over them. */
  notes: Maybe<Scalars['String']['output']>;
  /** telefono (max 9). Private: null unless you are the member or an administrator over them. */
  phone: Maybe<Scalars['String']['output']>;
  /** provincia (max 50). Private: null unless you are the member or an administrator over them. */
  province: Maybe<Scalars['String']['output']>;
  /** validado: the member has set a password from their validation link. Private: null unless you are the member or an administrator over them. */
  validated: Maybe<Scalars['Boolean']['output']>;
  /** codvalidacion: only for an administrator over the member, while not validated */
  validationCode: Maybe<Scalars['String']['output']>;
  /** The validation link (path and query) for an administrator, while not validated */
  validationLink: Maybe<Scalars['String']['output']>;
};

/** One row of the cards list, and what a printed card needs (part 2 §3, §9) */
export type MemberCard = {
  __typename?: 'MemberCard';
  /** edad: 'A' adult, 'N' child */
  age: Scalars['String']['output'];
  associationName: Scalars['String']['output'];
  /** File name under /avatars/ */
  avatar: Scalars['String']['output'];
  /** The name as a card prints it (part 2 §5), at most 30 characters */
  cardName: Scalars['String']['output'];
  /** enlace: the QR's address, /{lang}/app/asociados/usuario/{numAcae}?mail=…&valCode=<card code> (the card check code, never the validation code); null when not printable or without a number */
  checkLink: Maybe<Scalars['String']['output']>;
  dojoId: Scalars['Int']['output'];
  dojoName: Scalars['String']['output'];
  /** nombre */
  firstName: Scalars['String']['output'];
  /** idAso */
  id: Scalars['Int']['output'];
  /** ultima_cuota: the year of the last fee (sortable) */
  lastFeeYear: Maybe<Scalars['Int']['output']>;
  /** apellido */
  lastName: Scalars['String']['output'];
  /** mail; null: not printable, '(*) Asociado sin email' */
  mail: Maybe<Scalars['String']['output']>;
  /** numAcae */
  memberNumber: Maybe<Scalars['String']['output']>;
  /** imprimible: has a mail (the QR code carries it) */
  printable: Scalars['Boolean']['output'];
  /** cuota_validada: the year of the last fee in a nationally validated batch (printed on the card) */
  validatedFeeYear: Maybe<Scalars['Int']['output']>;
};

/** Cards in list order by cursor pages: the list (memberCardsConnection) or its printable rows (memberCardsToPrint) */
export type MemberCardConnection = {
  __typename?: 'MemberCardConnection';
  edges: Array<MemberCardEdge>;
  pageInfo: MemberCardPageInfo;
};

export type MemberCardEdge = {
  __typename?: 'MemberCardEdge';
  /** Opaque position of this membercard; pass it as `after` for the next page */
  cursor: Scalars['String']['output'];
  node: MemberCard;
};

/** A page of the cards list (GET /v1/asociados/asociadosCarnets) */
export type MemberCardPage = {
  __typename?: 'MemberCardPage';
  items: Array<MemberCard>;
  /** Printable rows (with a mail) matching the filter (nPrint) */
  printable: Scalars['Int']['output'];
  /** Rows in this page (nRes) */
  returned: Scalars['Int']['output'];
  /** Rows matching the filter (nTot) */
  total: Scalars['Int']['output'];
  /** nTotExacto: false when more than `total` rows match (a bounded count, asked by boundedTotal) */
  totalIsExact: Scalars['Boolean']['output'];
};

export type MemberCardPageInfo = {
  __typename?: 'MemberCardPageInfo';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

/** Cursor paging over the member list for integrators: every order of the list, keyset on (order value, id) */
export type MemberConnection = {
  __typename?: 'MemberConnection';
  edges: Array<MemberEdge>;
  pageInfo: MemberPageInfo;
};

export type MemberEdge = {
  __typename?: 'MemberEdge';
  /** Opaque position of this member; pass it as `after` for the next page */
  cursor: Scalars['String']['output'];
  node: Member;
};

export type MemberImportInput = {
  /** The file, base64 (a data URL is accepted); at most 2 MB */
  content: Scalars['String']['input'];
  /** The dojo the members join (idDojo) */
  dojoId: Scalars['Int']['input'];
  /** 'csv' or 'xlsx' */
  format: Scalars['String']['input'];
};

/** One problem of the file, as the member form words it */
export type MemberImportProblem = {
  __typename?: 'MemberImportProblem';
  /** The column as the file names it */
  column: Maybe<Scalars['String']['output']>;
  /** The member field (as in MemberInput) */
  field: Maybe<Scalars['String']['output']>;
  /** A catalogue key, for programs */
  key: Scalars['String']['output'];
  /** The row of the file (1 is the heading row) */
  line: Scalars['Int']['output'];
  /** The message, in the request’s language */
  message: Scalars['String']['output'];
};

export type MemberImportResult = {
  __typename?: 'MemberImportResult';
  /** Members written: 0 on a dry run, or when there was any problem */
  imported: Scalars['Int']['output'];
  /** What happened, in the request’s language */
  message: Scalars['String']['output'];
  /** Every problem of every row; empty when none */
  problems: Array<MemberImportProblem>;
  /** Member rows read (blank rows are skipped) */
  rows: Scalars['Int']['output'];
};

export type MemberInput = {
  /** domicilio */
  address?: InputMaybe<Scalars['String']['input']>;
  /** cfAsoc */
  associationId?: InputMaybe<Scalars['Int']['input']>;
  /** avatar: a PNG or JPEG data URL, 'default.jpg' for none; absent keeps the current one */
  avatar?: InputMaybe<Scalars['String']['input']>;
  /** fechaNacimiento, YYYY-MM-DD */
  birthDate?: InputMaybe<Scalars['String']['input']>;
  /** ciudad */
  city?: InputMaybe<Scalars['String']['input']>;
  /** dni; stored upper-case */
  dni?: InputMaybe<Scalars['String']['input']>;
  /** cfDojo */
  dojoId?: InputMaybe<Scalars['Int']['input']>;
  /** nombre */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** esAdmin; absent keeps the current value */
  isAdmin?: InputMaybe<Scalars['Boolean']['input']>;
  /** esAdmAs; absent keeps the current value */
  isAssociationAdmin?: InputMaybe<Scalars['Boolean']['input']>;
  /** esAdmDo; absent keeps the current value */
  isDojoAdmin?: InputMaybe<Scalars['Boolean']['input']>;
  /** apellido */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** mail */
  mail?: InputMaybe<Scalars['String']['input']>;
  /** numAcae: empty to generate one; cannot change once saved */
  memberNumber?: InputMaybe<Scalars['String']['input']>;
  /** obs */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** telefono */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** provincia */
  province?: InputMaybe<Scalars['String']['input']>;
};

/** A page of the member list (GET /v1/asociados/) */
export type MemberPage = {
  __typename?: 'MemberPage';
  items: Array<Member>;
  /** Rows in this page (nRes) */
  returned: Scalars['Int']['output'];
  /** Rows matching the filter (nTot); at least this many when not totalIsExact */
  total: Scalars['Int']['output'];
  /** nTotExacto: false only when the query asked for a bounded count (boundedTotal) and more than `total` rows match (the count stops at a round bound past the page: "more than 1000") */
  totalIsExact: Scalars['Boolean']['output'];
};

export type MemberPageInfo = {
  __typename?: 'MemberPageInfo';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

/** A saved member, and a new session token when it is your own record */
export type MemberUpdate = {
  __typename?: 'MemberUpdate';
  member: Member;
  /** When you saved your own record: your new session token (a change of your roles or dojo ends the one you hold); send it from now on. Null otherwise */
  token: Maybe<Scalars['String']['output']>;
};

export type Message = {
  __typename?: 'Message';
  message: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** POST /v1/listado/addPlantilla */
  addReportTemplate: ReportTemplate;
  /** POST /v1/mod with the current password; other sessions end */
  changePassword: Session;
  /** POST /v1/asocs/ins (global administrator) */
  createAssociation: Association;
  /** POST /v1/cursos/ins: an unvalidated course */
  createCourse: Course;
  /** POST /v1/dojos/ins (global or association administrator) */
  createDojo: Dojo;
  /** POST /v1/cuotas/ins: a batch of the session's dojo */
  createFeeBatch: FeeBatch;
  /** POST /v1/asociados/ins (any administrator kind) */
  createMember: Member;
  /** POST /v1/pagos/remesas: presents the creditor’s due charges with an active mandate for the collection date (after today, within a year); creditor none: the caller’s */
  createRemittance: Remittance;
  /** POST /v1/liquidaciones: a charge to the association for its unsettled national shares of the year */
  createSettlement: Charge;
  /** POST /v1/asocs/del: refused (CONFLICT, extensions.title) while it has dojos */
  deleteAssociation: Message;
  /** POST /v1/cursos/delCurso: refused (CONFLICT) once validated or with enrolments */
  deleteCourse: Message;
  /** POST /v1/dojos/del: refused (CONFLICT, extensions.title) while it has members, fee batches or courses */
  deleteDojo: Message;
  /** POST /v1/cuotas/del: refused (CONFLICT) once the dojo validated it */
  deleteFeeBatch: Message;
  /** POST /v1/grados/delUnGrado or delUnTitulo: pending entries only */
  deleteGradeEntry: Message;
  /** POST /v1/asociados/del: refused (extensions.title) when the member has history */
  deleteMember: Message;
  /** POST /v1/listado/delPlantilla */
  deleteReportTemplate: Scalars['Boolean']['output'];
  /** POST /v1/extractos/descartar {id}: a pending credit or an unplaced return, set aside */
  dismissStatementLine: StatementLine;
  /** POST /v1/asociados/borrarDatos: erases a member’s personal data and keeps the statistics (national administrator) */
  eraseMemberPersonalData: Message;
  /** POST /v1/extractos/importar: a Norma 43 or camt.053 file, base64 (a data URL is accepted; as large as the upload limit lets: larger files go to the REST door as the request body). A malformed file is refused with its line and reason and nothing is written; the same file twice answers the first import */
  importBankStatement: BankStatementImport;
  /** POST /v1/asociados/importar: members of a dojo from a CSV or xlsx (headings: the form’s fields, e.g. dni, nombre, apellido, fechaNacimiento). dryRun checks every row by the form’s rules and writes nothing; otherwise all rows are written in one transaction, or none */
  importMembers: MemberImportResult;
  /** POST /v1/contacto/leido: marks a message read or unread */
  markContactMessage: ContactMessage;
  /** POST /v1/extractos/conciliar {id, idCargo}: a pending credit pays a charge owed to the statement’s account holder, of its amount exactly (a TRANSFER payment) */
  matchStatementLine: StatementLine;
  /** POST /v1/pagos/devolver: gives a card or Bizum payment back through the gateway; the charge is cancelled with a credit note. Administrators of the charge's issuer only */
  refundPayment: Payment;
  /** POST /v1/cursos/calendario/renovar: a new secret URL; the old one stops answering */
  renewCalendarFeed: CalendarFeed;
  /** POST /v1/asociados/renovarCarnet: a new card code (an administrator over the member); old cards stop checking */
  renewCardCode: MemberCard;
  /** /v1/asociados/resetPSW: issue a new validation link */
  resetMemberPassword: PasswordReset;
  /** POST /v1/pagos/adeudos/devolver: a return entered by hand (ISO reason AC04, AM04, MD06, MS02…): the charge unpaid again with the reason */
  returnDebit: Debit;
  /** POST /v1/cursos/subirCambios: every row applied in one transaction, or none (the first broken row is named in extensions.fields as changes.N); answers the first page again */
  saveEnrolmentChanges: EnrolmentPage;
  /** POST /v1/pagos/mandato: records or changes a mandate (who collects for its creditor) */
  saveMandate: Mandate;
  /** The whole wanted state of a member's belts and titles (POST /v1/grados/ins, delGrado, mod, tituloins, titulodel, titulomod in one): the differences are applied in one transaction, all or nothing */
  saveMemberGrades: GradeRecord;
  /** POST /v1/pagos/acreedor: sets an association's SEPA creditor (its administrators) */
  saveSepaCreditor: SepaCreditor;
  /** POST /v1/contacto, no session needed: stores the message (and mails it when SMTP is set); sent with a session, it is the member's (their data export and erasure reach it) */
  sendContactMessage: Scalars['Boolean']['output'];
  /** POST /v1/mod with the validation code: the first password */
  setFirstPassword: Message;
  /** /v1/modPermisos: switch one of your roles on or off */
  setPermission: Session;
  /** POST /v1/tarifas: sets a tariff; charges already made keep their amounts */
  setTariff: Tariff;
  /** POST /v1/login */
  signIn: Session;
  /** POST /v1/logout: ends this session's token (not the others) */
  signOut: Message;
  /** POST /v1/pagos/iniciar: begins paying a charge the caller pays by card or Bizum; answers the gateway's URL and the signed fields the browser posts there (a PENDING payment until the gateway notifies) */
  startPayment: GatewayForm;
  /** /v1/modPerfil: work as another association or dojo */
  switchProfile: Session;
  /** POST /v1/cursos/cursoToggleVal: validates or unvalidates (the national administrator only) */
  toggleCourseValidation: Course;
  /** POST /v1/grados/validarGrado or validarTitulo: validates a pending entry or undoes it; the new status */
  toggleGradeValidation: Scalars['Int']['output'];
  /** POST /v1/cuotas/valida (valida false): undo one level, while the level above has not validated */
  unvalidateFeeBatches: Array<FeeBatch>;
  /** POST /v1/asocs/mod */
  updateAssociation: Association;
  /** POST /v1/cursos/mod: the fields sent (omitted ones unchanged); refused once validated */
  updateCourse: Course;
  /** POST /v1/dojos/mod */
  updateDojo: Dojo;
  /** POST /v1/cuotas/mod: refused once the dojo validated it */
  updateFeeBatch: FeeBatch;
  /** POST /v1/asociados/mod */
  updateMember: MemberUpdate;
  /** POST /v1/listado/modPlantilla */
  updateReportTemplate: ReportTemplate;
  /** POST /v1/cuotas/valida (valida true): validate one level (1 dojo, 2 association, 3 national) of batches at the same state and year; all or none */
  validateFeeBatches: Array<FeeBatch>;
};


export type MutationAddReportTemplateArgs = {
  input: ReportTemplateInput;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationCreateAssociationArgs = {
  input: AssociationInput;
};


export type MutationCreateCourseArgs = {
  input: CourseInput;
};


export type MutationCreateDojoArgs = {
  input: DojoInput;
};


export type MutationCreateFeeBatchArgs = {
  input: FeeBatchInput;
};


export type MutationCreateMemberArgs = {
  input: MemberInput;
};


export type MutationCreateRemittanceArgs = {
  collectionDate: Scalars['String']['input'];
  creditorAssociationId?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationCreateSettlementArgs = {
  associationId: Scalars['Int']['input'];
  year: Scalars['Int']['input'];
};


export type MutationDeleteAssociationArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteCourseArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteDojoArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteFeeBatchArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteGradeEntryArgs = {
  id: Scalars['Int']['input'];
  kind: GradeEntryKind;
};


export type MutationDeleteMemberArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteReportTemplateArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDismissStatementLineArgs = {
  lineId: Scalars['Int']['input'];
};


export type MutationEraseMemberPersonalDataArgs = {
  id: Scalars['Int']['input'];
};


export type MutationImportBankStatementArgs = {
  content: Scalars['String']['input'];
};


export type MutationImportMembersArgs = {
  dryRun: Scalars['Boolean']['input'];
  input: MemberImportInput;
};


export type MutationMarkContactMessageArgs = {
  id: Scalars['Int']['input'];
  read: Scalars['Boolean']['input'];
};


export type MutationMatchStatementLineArgs = {
  chargeId: Scalars['Int']['input'];
  lineId: Scalars['Int']['input'];
};


export type MutationRefundPaymentArgs = {
  paymentId: Scalars['Int']['input'];
};


export type MutationRenewCardCodeArgs = {
  memberId: Scalars['Int']['input'];
};


export type MutationResetMemberPasswordArgs = {
  memberId: Scalars['Int']['input'];
};


export type MutationReturnDebitArgs = {
  debitId: Scalars['Int']['input'];
  reasonCode: Scalars['String']['input'];
};


export type MutationSaveEnrolmentChangesArgs = {
  changes: Array<EnrolmentChangeInput>;
  courseId: Scalars['Int']['input'];
};


export type MutationSaveMandateArgs = {
  input: MandateInput;
};


export type MutationSaveMemberGradesArgs = {
  input: GradeRecordInput;
  memberId: Scalars['Int']['input'];
};


export type MutationSaveSepaCreditorArgs = {
  associationId: Scalars['Int']['input'];
  input: SepaCreditorInput;
};


export type MutationSendContactMessageArgs = {
  input: ContactMessageInput;
};


export type MutationSetFirstPasswordArgs = {
  input: FirstPasswordInput;
};


export type MutationSetPermissionArgs = {
  enabled: Scalars['Boolean']['input'];
  role: RoleToggle;
};


export type MutationSetTariffArgs = {
  input: TariffInput;
};


export type MutationSignInArgs = {
  mail: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationStartPaymentArgs = {
  chargeId: Scalars['Int']['input'];
  method: PaymentMethod;
};


export type MutationSwitchProfileArgs = {
  input: SwitchProfileInput;
};


export type MutationToggleCourseValidationArgs = {
  id: Scalars['Int']['input'];
};


export type MutationToggleGradeValidationArgs = {
  id: Scalars['Int']['input'];
  kind: GradeEntryKind;
};


export type MutationUnvalidateFeeBatchesArgs = {
  ids: Array<Scalars['Int']['input']>;
  level: Scalars['Int']['input'];
};


export type MutationUpdateAssociationArgs = {
  id: Scalars['Int']['input'];
  input: AssociationInput;
};


export type MutationUpdateCourseArgs = {
  id: Scalars['Int']['input'];
  input: CourseInput;
};


export type MutationUpdateDojoArgs = {
  id: Scalars['Int']['input'];
  input: DojoInput;
};


export type MutationUpdateFeeBatchArgs = {
  id: Scalars['Int']['input'];
  input: FeeBatchInput;
};


export type MutationUpdateMemberArgs = {
  id: Scalars['Int']['input'];
  input: MemberInput;
};


export type MutationUpdateReportTemplateArgs = {
  id: Scalars['Int']['input'];
  input: ReportTemplateInput;
};


export type MutationValidateFeeBatchesArgs = {
  ids: Array<Scalars['Int']['input']>;
  level: Scalars['Int']['input'];
};

/** A year a member paid (validated nationally), and where */
export type PaidFee = {
  __typename?: 'PaidFee';
  dojoId: Scalars['Int']['output'];
  dojoName: Scalars['String']['output'];
  year: Scalars['Int']['output'];
};

/** A new validation link after a password reset */
export type PasswordReset = {
  __typename?: 'PasswordReset';
  /** Path of the validation link, to copy to the member */
  link: Scalars['String']['output'];
  message: Scalars['String']['output'];
  validationCode: Scalars['String']['output'];
};

/** A payment of a charge (pago) */
export type Payment = {
  __typename?: 'Payment';
  /** importe_cent: euros in cents */
  amountCents: Scalars['Int']['output'];
  /** confirmado: when the gateway or the bank confirmed it */
  confirmedAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** creado */
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['Int']['output'];
  /** metodo */
  method: PaymentChannel;
  /** estado */
  status: PaymentStatus;
};

/** How a payment came: card or Bizum (Redsys), SEPA direct debit, or bank transfer (metodo) */
export type PaymentChannel =
  | 'BIZUM'
  | 'CARD'
  | 'SEPA'
  | 'TRANSFER';

/** How a payer pays through the gateway (Redsys): by card, or by Bizum */
export type PaymentMethod =
  | 'BIZUM'
  | 'CARD';

/** PENDING: sent to the gateway, no answer yet; DONE: collected; FAILED: refused by the gateway; REFUNDED: given back; RETURNED: taken back by the bank (estado) */
export type PaymentStatus =
  | 'DONE'
  | 'FAILED'
  | 'PENDING'
  | 'REFUNDED'
  | 'RETURNED';

export type ProfileKind =
  | 'ASSOCIATION'
  | 'DOJO';

/** A province or region of a country */
export type Province = {
  __typename?: 'Province';
  /** Code within the country ('28'): the dojo's provincia */
  code: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** Latitude of its capital, for the public map */
  lat: Scalars['Float']['output'];
  lon: Scalars['Float']['output'];
  name: Scalars['String']['output'];
};

/** A course on the public site (GET /v1/cursos/public) */
export type PublicCourse = {
  __typename?: 'PublicCourse';
  /** ciudad */
  city: Scalars['String']['output'];
  /** obs */
  details: Scalars['String']['output'];
  /** fechaFin */
  endDate: Maybe<Scalars['String']['output']>;
  /** idCurso */
  id: Scalars['Int']['output'];
  /** imagen (null: /curso/template-cursos.png) */
  image: Maybe<Scalars['String']['output']>;
  /** fechaIni */
  startDate: Maybe<Scalars['String']['output']>;
  /** titulo */
  title: Scalars['String']['output'];
};

/** Validated courses ending today or later, soonest first */
export type PublicCoursePage = {
  __typename?: 'PublicCoursePage';
  items: Array<PublicCourse>;
  /** Rows in this page (nRes) */
  returned: Scalars['Int']['output'];
  /** Rows matching the filter (nTot); at least this many when not totalIsExact */
  total: Scalars['Int']['output'];
  /** nTotExacto: false only when the query asked for a bounded count (boundedTotal) and more than `total` rows match (the count stops at a round bound past the page: "more than 1000") */
  totalIsExact: Scalars['Boolean']['output'];
};

/** A visible dojo for the public map and cards */
export type PublicDojo = {
  __typename?: 'PublicDojo';
  /** direccion */
  address: Maybe<Scalars['String']['output']>;
  /** ciudad */
  city: Scalars['String']['output'];
  /** contacto */
  contactPerson: Maybe<Scalars['String']['output']>;
  /** country: country code (ES, FR...) */
  country: Scalars['String']['output'];
  /** idDojo */
  id: Scalars['Int']['output'];
  /** logo file name, served at /dojo/{file} */
  logo: Maybe<Scalars['String']['output']>;
  maps: Maybe<Scalars['String']['output']>;
  /** nombre */
  name: Scalars['String']['output'];
  /** telefono */
  phone: Maybe<Scalars['String']['output']>;
  /** cod_prov: province code within the country ('28') */
  province: Scalars['String']['output'];
  /** horario */
  schedule: Maybe<Scalars['String']['output']>;
  visible: Scalars['Boolean']['output'];
  web: Maybe<Scalars['String']['output']>;
};

/** How many visible dojos a province of a country has (the landing page map) */
export type PublicDojoPlace = {
  __typename?: 'PublicDojoPlace';
  count: Scalars['Int']['output'];
  /** Country code (ES, FR...) */
  country: Scalars['String']['output'];
  /** Province code within the country */
  province: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** GET /v1/asocs/ver: one association */
  association: Maybe<Association>;
  /** GET /v1/asocs/rep_nombre and rep_serie in one: which other association (not exceptId) already uses the name or the series; a field is null when free or not asked */
  associationConflicts: AssociationConflicts;
  /** GET /v1/asocs/posicion: 0-based position under this order and filter, -1 if not listed */
  associationPosition: Scalars['Int']['output'];
  /** GET /v1/asocs/: a page of associations */
  associations: AssociationPage;
  /** GET /v1/auditoria: the audit log, newest first, within the caller’s scope (administrators); page: offset and limit (15, 50, 100), at most 10,000 rows deep */
  auditLog: AuditPage;
  /** GET /v1/extractos/ver?id= */
  bankStatement: BankStatement;
  /** GET /v1/extractos: the statements the caller reconciles, newest first (page: limit 15, 50, 100) */
  bankStatements: BankStatementPage;
  /** GET /v1/grados/cinturones: the belt ladder, by valor */
  belts: Array<Belt>;
  /** GET /v1/cobros/resumen: unpaid, owed to and by the caller */
  billingSummary: BillingSummary;
  /** GET /v1/cursos/calendario: the caller's private feed URL */
  calendarFeed: CalendarFeed;
  /** GET /v1/asociados/carnet: the unsigned card check (no session needed) by the number and the card's code; an unknown number and a wrong code are the same BAD_USER_INPUT cards.checkInvalid */
  cardCheck: CardCheck;
  /** GET /v1/cobros/ver: one charge the caller sees */
  charge: Charge;
  /** GET /v1/cobros/posicion: 0-based position under this order and filter, -1 if not listed */
  chargePosition: Scalars['Int']['output'];
  /** GET /v1/cobros: the charges the caller sees (national all; association theirs and their dojos'; dojo what it pays or is owed; everyone their own). orderBy: id, anio, importe, estado, vence; default id DESC */
  charges: ChargePage;
  /** GET /v1/contacto: the contact inbox, newest first (national administrator); page: offset and limit (15, 50, 100) */
  contactMessages: ContactMessagePage;
  /** Countries (by name) with their provinces; no session needed */
  countries: Array<Country>;
  /** GET /v1/cursos/ver: one course the caller sees */
  course: Course;
  /** GET /v1/cursos/listAlum: the members the caller may enrol and, for the course managers, everyone enrolled; ordered by number, 15 (50, 100) a page; the filter searches the chosen column (administrators only: a plain member gets their own row) */
  courseEnrolment: EnrolmentPage;
  /** GET /v1/cursos/posicion: 0-based position under this order and filter, -1 if not listed */
  coursePosition: Scalars['Int']['output'];
  /** GET /v1/cursos/: the courses the caller sees. orderBy: titulo, fecha, ciudad, dojo, estado (" DESC" optional); default fecha DESC; all: every row (pag=ALL). associationId: organised in it */
  courses: CoursePage;
  /** GET /v1/listado/plantillaPorDefecto: your default template, which sets the view */
  defaultReportTemplate: Maybe<ReportTemplate>;
  /** GET /v1/dojos/ver: one dojo */
  dojo: Dojo;
  /** GET /v1/dojos/rep_nombre: id of another dojo (not exceptId) of the association with this name, case and accents ignored; null when free */
  dojoNameTakenBy: Maybe<Scalars['Int']['output']>;
  /** GET /v1/dojos/posicion: 0-based position under this order and filter, -1 if not listed */
  dojoPosition: Scalars['Int']['output'];
  /** GET /v1/dojos/: a page of dojos, of one association or all */
  dojos: DojoPage;
  /** GET /v1/cursos/listAlum?tras=: the enrolment table by cursor pages (1 to 1000 a page), the same rows, order (orderBy), filter and scope as `courseEnrolment` (no counters), keyset so deep pages cost what the first does */
  enrolmentConnection: EnrolmentRowConnection;
  /** GET /v1/cuotas/ver: one batch */
  feeBatch: FeeBatch;
  /** GET /v1/cuotas/listAlum: the members a batch may name for a year (the batch's dojo, or for a new batch the session's dojo or the one the national administrator names). orderBy: numAcae, nombre, apellido, tipo, ultima_cuota (" DESC" optional) */
  feeBatchCandidates: Array<FeeCandidate>;
  /** GET /v1/cuotas/posicion: 0-based position under this order and filter, -1 if not listed */
  feeBatchPosition: Scalars['Int']['output'];
  /** GET /v1/cuotas/: the batches the caller administers. orderBy: idRemesa, dojo, asociacion, anio, numAd, numNi (" DESC" optional); default anio DESC */
  feeBatches: FeeBatchPage;
  /** GET /v1/grados/: grades and titles together. orderBy: nombre, descripcion, fecha (" DESC" optional); default fecha DESC. meetsHours: only belts whose member attended their nhoras since the belt below */
  gradeEntries: GradeEntryPage;
  /** The 0-based position of a grade or title in gradeEntries under this order, filter and meetsHours, -1 if not listed */
  gradeEntryPosition: Scalars['Int']['output'];
  /** Readiness for the next full belt: time in grade, attended session hours against nhoras */
  gradeReadiness: GradeReadiness;
  /** GET /v1/pagos/mandatos: the mandates the caller sees, newest first (page: offset, limit 15, 50, 100); the IBAN in full for its owner and its collectors only */
  mandates: MandatePage;
  /** The signed-in member, or null without a session */
  me: Maybe<SessionUser>;
  /** GET /v1/asociados/ver: one member by id or number; with the number and the code of its validation link, also without a session. null both when missing and when outside your view */
  member: Maybe<Member>;
  /** /carnets/{idReg}: 0-based position in the cards list under this order and filter; -1 if not listed */
  memberCardPosition: Scalars['Int']['output'];
  /** GET /v1/asociados/asociadosCarnets: a page of the cards list, for administrators of any kind, scoped as `members`. Orders: numAcae (default), nombre, apellido, dojo, ultima_cuota, edad */
  memberCards: MemberCardPage;
  /** GET /v1/asociados/asociadosCarnets?tras=: the cards list by cursor pages (1 to 1000 a page), the same rows, orders, filter and scope as `memberCards`, keyset so deep pages cost what the first does */
  memberCardsConnection: MemberCardConnection;
  /** The printable rows to print, in list order, by cursor pages (first: 1 to 500): those of `ids` (at most 1000, an explicit selection), otherwise every printable row of the filtered list */
  memberCardsToPrint: MemberCardConnection;
  /** GET /v1/cuotas/listCuotas: the years a member paid (validated nationally), newest first */
  memberFees: Array<PaidFee>;
  /** GET /v1/grados/gradoactual and tituloactual: a member's record */
  memberGradeRecord: GradeRecord;
  /** GET /v1/asociados/rep_mail: id of another member (not exceptId) with this mail; null when free; 0 when taken by a member you may not see (taken, id withheld). For the member form: administrators without exceptId, whoever may save member exceptId with it; throttled per member */
  memberMailTaken: Maybe<Scalars['Int']['output']>;
  /** GET /v1/asociados/rep_numAcae: id of another member (not exceptId) with this number; null when free; 0 when taken by a member you may not see (taken, id withheld) */
  memberNumberTaken: Maybe<Scalars['Int']['output']>;
  /** GET /v1/asociados/datosPersonales: everything held about a member (record, fees, grades, titles, enrolments, templates, contact messages, audit entries), for themselves or an administrator over them; lists hold the newest 1,000 with `more` */
  memberPersonalData: Scalars['JSONObject']['output'];
  /** GET /v1/asociados/posicion: 0-based position under this order, filter and dojo; -1 if not listed */
  memberPosition: Scalars['Int']['output'];
  /** GET /v1/asociados/: a page of members. Orders: numAcae (default; members without a number last both ways), nombre, apellido, mail, dojo, edad (birth date), ultima_cuota */
  members: MemberPage;
  /** Cursor paging for integrators (1 to 1000 a page): the same orders and filter as `members`, keyset on (order value, id), so deep pages cost what the first does and nothing repeats */
  membersConnection: MemberConnection;
  /** GET /v1/cursos/listCursos: the caller's courses (enrolled in, or organised by the dojo they administer), or those organised in an association, or a member's (memberId); newest end date first. orderBy: titulo, fechaIni, fechaFin, ciudad, nombre; limit at most 200 (100 by default) */
  myCourses: Array<Course>;
  /** GET /v1/cursos/public, no session needed: validated courses ending today or later. orderBy: titulo, fecha, ciudad; default fecha (soonest first) */
  publicCourses: PublicCoursePage;
  /** The visible dojos counted per country and province, for the landing page map (no session needed) */
  publicDojoPlaces: Array<PublicDojoPlace>;
  /** GET /v1/dojos/public: the visible dojos for the landing page (no session needed) */
  publicDojos: Array<PublicDojo>;
  /** GET /v1/pagos/remesas/{id}/adeudos: a remittance’s debits (its collectors; limit 15, 50, 100, 1000) */
  remittanceDebits: DebitPage;
  /** GET /v1/pagos/remesas: SEPA remittances, newest first (national administrator all, an association’s its own) */
  remittances: RemittancePage;
  /** POST /v1/listado/custom: one page of a report, scoped to the caller. The file export is REST only: POST /v1/listado/custom?excel=true with the same configuration */
  report: ReportResult;
  /** POST /v1/listado/campos_filtrar?vista=: the fields of a view */
  reportFields: Array<ReportField>;
  /** /listado/{idReg}: one of your templates */
  reportTemplate: ReportTemplate;
  /** GET /v1/listado/listPlantillas?app=: your templates of a view */
  reportTemplates: Array<ReportTemplate>;
  /** POST /v1/listado/distim_custom: the values of a listed field in your rows (at most 10,000) */
  reportValues: Array<ReportValue>;
  /** POST /v1/listado/permisos_vista: the views the caller may use */
  reportViews: Array<ReportView>;
  /** GET /v1/pagos/acreedor: an association's SEPA creditor (its administrators, the national one) */
  sepaCreditor: Maybe<SepaCreditor>;
  /** GET /v1/liquidaciones: each association's national shares of a year */
  settlements: Array<Settlement>;
  /** GET /v1/extractos/lineas: lines in file order, of a statement or all, of a state or all */
  statementLines: StatementLinePage;
  /** GET /v1/tarifas: the tariffs of a year the caller sees */
  tariffs: Array<Tariff>;
  /** GET /v1/grados/titulos */
  titles: Array<Title>;
  /** GET /v1/validaciones: what waits for a validation level the caller holds, the rows the sidebar badges count (warnings), newest first; page: offset and limit (15, 50, 100) only, the inbox has one order and no search; a plain member gets none */
  validationInbox: ValidationInbox;
  /** /v1/valida: is this validation link usable? */
  validationLink: ValidationLink;
  /** Badge counts for the signed-in member's menu */
  warnings: Warnings;
};


export type QueryAssociationArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAssociationConflictsArgs = {
  exceptId?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  series?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAssociationPositionArgs = {
  filter?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
  orderBy?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAssociationsArgs = {
  page?: InputMaybe<ListInput>;
};


export type QueryAuditLogArgs = {
  filter?: InputMaybe<AuditFilter>;
  page?: InputMaybe<ListInput>;
};


export type QueryBankStatementArgs = {
  id: Scalars['Int']['input'];
};


export type QueryBankStatementsArgs = {
  page?: InputMaybe<ListInput>;
};


export type QueryCardCheckArgs = {
  code: Scalars['String']['input'];
  memberNumber: Scalars['String']['input'];
};


export type QueryChargeArgs = {
  id: Scalars['Int']['input'];
};


export type QueryChargePositionArgs = {
  filter?: InputMaybe<Scalars['String']['input']>;
  filterBy?: InputMaybe<ChargeFilter>;
  id: Scalars['Int']['input'];
  orderBy?: InputMaybe<Scalars['String']['input']>;
};


export type QueryChargesArgs = {
  filter?: InputMaybe<ChargeFilter>;
  page?: InputMaybe<ListInput>;
};


export type QueryContactMessagesArgs = {
  page?: InputMaybe<ListInput>;
  unreadOnly?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryCourseArgs = {
  id: Scalars['Int']['input'];
};


export type QueryCourseEnrolmentArgs = {
  boundedTotal?: Scalars['Boolean']['input'];
  column?: InputMaybe<EnrolmentSearchColumn>;
  courseId: Scalars['Int']['input'];
  enrolledOnly?: InputMaybe<Scalars['Boolean']['input']>;
  memberId?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<ListInput>;
};


export type QueryCoursePositionArgs = {
  associationId?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
  orderBy?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCoursesArgs = {
  associationId?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<ListInput>;
};


export type QueryDojoArgs = {
  id: Scalars['Int']['input'];
};


export type QueryDojoNameTakenByArgs = {
  associationId: Scalars['Int']['input'];
  exceptId?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
};


export type QueryDojoPositionArgs = {
  associationId?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
  orderBy?: InputMaybe<Scalars['String']['input']>;
};


export type QueryDojosArgs = {
  associationId?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<ListInput>;
};


export type QueryEnrolmentConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  column?: InputMaybe<EnrolmentSearchColumn>;
  courseId: Scalars['Int']['input'];
  enrolledOnly?: InputMaybe<Scalars['Boolean']['input']>;
  filter?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
  memberId?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
};


export type QueryFeeBatchArgs = {
  id: Scalars['Int']['input'];
};


export type QueryFeeBatchCandidatesArgs = {
  batchId?: InputMaybe<Scalars['Int']['input']>;
  dojoId?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  year: Scalars['Int']['input'];
};


export type QueryFeeBatchPositionArgs = {
  filter?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
  orderBy?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<FeeBatchStatus>;
};


export type QueryFeeBatchesArgs = {
  page?: InputMaybe<ListInput>;
  status?: InputMaybe<FeeBatchStatus>;
};


export type QueryGradeEntriesArgs = {
  meetsHours?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<ListInput>;
};


export type QueryGradeEntryPositionArgs = {
  filter?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
  kind: GradeEntryKind;
  meetsHours?: InputMaybe<Scalars['Boolean']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGradeReadinessArgs = {
  memberId: Scalars['Int']['input'];
};


export type QueryMandatesArgs = {
  page?: InputMaybe<ListInput>;
};


export type QueryMemberArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  memberNumber?: InputMaybe<Scalars['String']['input']>;
  validationCode?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMemberCardPositionArgs = {
  dojoId?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
  orderBy?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMemberCardsArgs = {
  boundedTotal?: Scalars['Boolean']['input'];
  dojoId?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<ListInput>;
};


export type QueryMemberCardsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  dojoId?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
  orderBy?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMemberCardsToPrintArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  dojoId?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
  ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMemberFeesArgs = {
  memberId: Scalars['Int']['input'];
};


export type QueryMemberGradeRecordArgs = {
  memberId: Scalars['Int']['input'];
};


export type QueryMemberMailTakenArgs = {
  exceptId?: InputMaybe<Scalars['Int']['input']>;
  mail: Scalars['String']['input'];
};


export type QueryMemberNumberTakenArgs = {
  exceptId?: InputMaybe<Scalars['Int']['input']>;
  memberNumber: Scalars['String']['input'];
};


export type QueryMemberPersonalDataArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMemberPositionArgs = {
  dojoId?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
  orderBy?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMembersArgs = {
  boundedTotal?: Scalars['Boolean']['input'];
  dojoId?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<ListInput>;
};


export type QueryMembersConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  dojoId?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
  orderBy?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMyCoursesArgs = {
  associationId?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  memberId?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPublicCoursesArgs = {
  page?: InputMaybe<ListInput>;
};


export type QueryPublicDojosArgs = {
  associationId?: InputMaybe<Scalars['Int']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<ListInput>;
  province?: InputMaybe<Scalars['String']['input']>;
};


export type QueryRemittanceDebitsArgs = {
  page?: InputMaybe<ListInput>;
  remittanceId: Scalars['Int']['input'];
};


export type QueryRemittancesArgs = {
  page?: InputMaybe<ListInput>;
};


export type QueryReportArgs = {
  input: ReportInput;
};


export type QueryReportFieldsArgs = {
  view: Scalars['String']['input'];
};


export type QueryReportTemplateArgs = {
  id: Scalars['Int']['input'];
};


export type QueryReportTemplatesArgs = {
  view: Scalars['String']['input'];
};


export type QueryReportValuesArgs = {
  field: Scalars['String']['input'];
  view: Scalars['String']['input'];
};


export type QuerySepaCreditorArgs = {
  associationId: Scalars['Int']['input'];
};


export type QuerySettlementsArgs = {
  year: Scalars['Int']['input'];
};


export type QueryStatementLinesArgs = {
  filter?: InputMaybe<StatementLineFilter>;
  page?: InputMaybe<ListInput>;
};


export type QueryTariffsArgs = {
  year: Scalars['Int']['input'];
};


export type QueryValidationInboxArgs = {
  kind?: InputMaybe<ValidationKind>;
  page?: InputMaybe<ListInput>;
};


export type QueryValidationLinkArgs = {
  code: Scalars['String']['input'];
  mail: Scalars['String']['input'];
};

/** A SEPA remittance (remesa_sepa) and its pain.008 file */
export type Remittance = {
  __typename?: 'Remittance';
  /** The sum in integer cents (a Float: it may pass 2^31) */
  amountCents: Scalars['Float']['output'];
  /** fecha_cobro (YYYY-MM-DD) */
  collectionDate: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  /** The creditor association; none for the federation */
  creditorAssociationId: Maybe<Scalars['Int']['output']>;
  /** The creditor identifier its file carries */
  creditorId: Scalars['String']['output'];
  creditorName: Scalars['String']['output'];
  debitCount: Scalars['Int']['output'];
  /** GET: the pain.008.001.02 file (its creditor’s collectors) */
  fileUrl: Scalars['String']['output'];
  /** Debits presented as FRST */
  firstCount: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  /** Debits presented as RCUR */
  recurrentCount: Scalars['Int']['output'];
  /** Debits the bank returned */
  returnedCount: Scalars['Int']['output'];
};

export type RemittancePage = {
  __typename?: 'RemittancePage';
  items: Array<Remittance>;
  returned: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type ReportColumn = {
  __typename?: 'ReportColumn';
  /** The column's key: a field key, max.<key>…, or count */
  key: Scalars['String']['output'];
  /** Its heading in the caller's language */
  name: Scalars['String']['output'];
  /** Its tfiltro ('entero' for count, 'numero' for avg) */
  type: Scalars['String']['output'];
};

export type ReportCondition = {
  __typename?: 'ReportCondition';
  field: Scalars['String']['output'];
  operator: Scalars['String']['output'];
  value: Maybe<Scalars['String']['output']>;
};

export type ReportConditionInput = {
  /** campo: a field key of the view */
  field: Scalars['String']['input'];
  /** oper: =, !=, >=, <=, >, < */
  operator: Scalars['String']['input'];
  /** valor as text: numbers as digits, bools 'true'/'false', cinturon/titulo the ladder's valor; empty = no value (null_distinc) */
  value?: InputMaybe<Scalars['String']['input']>;
};

/** A template's configuration (plantilla) */
export type ReportDefinition = {
  __typename?: 'ReportDefinition';
  /** campos */
  fields: Array<Scalars['String']['output']>;
  /** filtros */
  filter: Maybe<ReportFilter>;
  /** agregaciones */
  groupBy: Array<Scalars['String']['output']>;
};

export type ReportDefinitionInput = {
  fields: Array<Scalars['String']['input']>;
  filter?: InputMaybe<ReportFilterInput>;
  groupBy?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A field of a view (campos_filtrar, part 3 §3) */
export type ReportField = {
  __typename?: 'ReportField';
  /** funcAgregado: may be aggregated */
  aggregatable: Scalars['Boolean']['output'];
  /** funciones: sum, max, min, avg as allowed */
  functions: Array<Scalars['String']['output']>;
  /** agregaciones: may group rows */
  groupable: Scalars['Boolean']['output'];
  /** nombre: the key a configuration names it by */
  key: Scalars['String']['output'];
  /** Its label in the caller's language */
  name: Scalars['String']['output'];
  /** tfiltro: texto, null_distinc, bool, edad, entero, cinturon, titulo, tiempo, distinc, numero, moneda */
  type: Scalars['String']['output'];
};

export type ReportFilter = {
  __typename?: 'ReportFilter';
  connector: Scalars['String']['output'];
  groups: Array<ReportGroup>;
};

export type ReportFilterInput = {
  /** nexo between groups: 'Y' or 'O' */
  connector: Scalars['String']['input'];
  groups: Array<ReportGroupInput>;
};

export type ReportGroup = {
  __typename?: 'ReportGroup';
  conditions: Array<ReportCondition>;
  connector: Scalars['String']['output'];
};

export type ReportGroupInput = {
  conditions: Array<ReportConditionInput>;
  /** nexo: 'Y' (and) or 'O' (or) */
  connector: Scalars['String']['input'];
};

/** A report configuration (part 3 §3) */
export type ReportInput = {
  /** campos; while grouping each is max./min./sum./avg.<key> */
  fields: Array<Scalars['String']['input']>;
  /** filtros: groups of conditions */
  filter?: InputMaybe<ReportFilterInput>;
  /** agregaciones: the groupable keys to group by */
  groupBy?: InputMaybe<Array<Scalars['String']['input']>>;
  /** num: 15 (default), 50 or 100 */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** ini, 0 by default */
  offset?: InputMaybe<Scalars['Int']['input']>;
  /** orden: '<column> ASC|DESC'; the first column by default */
  orderBy?: InputMaybe<Scalars['String']['input']>;
  /** vista */
  view: Scalars['String']['input'];
};

export type ReportResult = {
  __typename?: 'ReportResult';
  columns: Array<ReportColumn>;
  /** nRes */
  returned: Scalars['Int']['output'];
  /** The rows, cells as text in column order (null: empty) */
  rows: Array<Maybe<Array<Maybe<Scalars['String']['output']>>>>;
  /** nTot: rows, or groups when grouping */
  total: Scalars['Int']['output'];
};

/** A saved report configuration, its author's own */
export type ReportTemplate = {
  __typename?: 'ReportTemplate';
  /** fecha */
  createdAt: Scalars['DateTimeISO']['output'];
  /** What is still valid in today's catalogue */
  definition: ReportDefinition;
  /** descripcion */
  description: Maybe<Scalars['String']['output']>;
  /** descartados: fields the stored template held that no longer exist */
  dropped: Array<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  /** defecto: the one the screen opens on (one per author) */
  isDefault: Scalars['Boolean']['output'];
  /** nombre */
  name: Scalars['String']['output'];
  /** app: the view code */
  view: Scalars['String']['output'];
};

export type ReportTemplateInput = {
  definition: ReportDefinitionInput;
  /** descripcion: at most 50 characters */
  description?: InputMaybe<Scalars['String']['input']>;
  /** defecto: your previous default stops being it */
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  /** nombre: required, at most 50 characters, unique per view among yours */
  name: Scalars['String']['input'];
  /** app */
  view: Scalars['String']['input'];
};

/** One value of a listed field (distim_custom) */
export type ReportValue = {
  __typename?: 'ReportValue';
  /** What people read */
  label: Scalars['String']['output'];
  /** What a condition compares with (cinturon/titulo: the ladder's valor) */
  value: Scalars['String']['output'];
};

/** A report subject the caller may use (permisos_vista) */
export type ReportView = {
  __typename?: 'ReportView';
  /** codigo */
  code: Scalars['String']['output'];
  /** nombre, in the caller's language */
  name: Scalars['String']['output'];
};

export type RoleToggle =
  | 'ADMIN'
  | 'ASSOCIATION_ADMIN'
  | 'DOJO_ADMIN';

/** Role flags of a session */
export type Roles = {
  __typename?: 'Roles';
  /** Global (national) administrator */
  admin: Scalars['Boolean']['output'];
  /** Administrator of the session association */
  associationAdmin: Scalars['Boolean']['output'];
  /** Administrator of the session dojo */
  dojoAdmin: Scalars['Boolean']['output'];
};

/** An association's SEPA creditor (acreedor_sepa) */
export type SepaCreditor = {
  __typename?: 'SepaCreditor';
  associationId: Scalars['Int']['output'];
  bic: Maybe<Scalars['String']['output']>;
  /** identificador: the SEPA creditor identifier (ES + check digits + suffix + NIF) */
  creditorId: Scalars['String']['output'];
  /** iban_cobro: the account its direct debits are paid into */
  iban: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** POST /v1/pagos/acreedor */
export type SepaCreditorInput = {
  bic?: InputMaybe<Scalars['String']['input']>;
  /** identificador */
  creditorId: Scalars['String']['input'];
  iban: Scalars['String']['input'];
  /** nombre */
  name: Scalars['String']['input'];
};

/** FRST until a debit under the mandate is collected and not returned; then RCUR */
export type SepaSequenceType =
  | 'FRST'
  | 'RCUR';

/** A signed session: send the token as `Authorization: Bearer <token>` */
export type Session = {
  __typename?: 'Session';
  message: Scalars['String']['output'];
  token: Scalars['String']['output'];
  user: SessionUser;
};

/** The signed-in member and the profile the session works as */
export type SessionUser = {
  __typename?: 'SessionUser';
  associationId: Scalars['Int']['output'];
  avatar: Scalars['String']['output'];
  /** Dojo the session works as (may differ from the home dojo) */
  dojoId: Scalars['Int']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  lastName: Scalars['String']['output'];
  mail: Maybe<Scalars['String']['output']>;
  /** numAcae */
  memberNumber: Maybe<Scalars['String']['output']>;
  /** Roles the member holds; they bound the toggles */
  originalRoles: Roles;
  /** Roles in force (may be switched off) */
  roles: Roles;
};

/** An association's national shares of a year, owed to the federation */
export type Settlement = {
  __typename?: 'Settlement';
  associationId: Scalars['Int']['output'];
  associationName: Scalars['String']['output'];
  /** Whole euro cents (a sum may pass Int) */
  owedCents: Scalars['Float']['output'];
  /** Whole euro cents (a sum may pass Int) */
  paidCents: Scalars['Float']['output'];
  /** Whole euro cents (a sum may pass Int) */
  pendingCents: Scalars['Float']['output'];
  /** Whole euro cents (a sum may pass Int) */
  settledCents: Scalars['Float']['output'];
  year: Scalars['Int']['output'];
};

/** A movement of a bank statement and what became of it */
export type StatementLine = {
  __typename?: 'StatementLine';
  /** Integer cents, positive (see credit) */
  amountCents: Scalars['Float']['output'];
  bankReference: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD */
  bookedOn: Scalars['String']['output'];
  /** The charge it paid or put back */
  chargeId: Maybe<Scalars['Int']['output']>;
  /** That charge's reference */
  chargeReference: Maybe<Scalars['String']['output']>;
  concept: Scalars['String']['output'];
  /** Money in (a credit) or out */
  credit: Scalars['Boolean']['output'];
  endToEndId: Maybe<Scalars['String']['output']>;
  /** The line of the file it begins on */
  fileLine: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  /** A charge's reference found in it (RFnnFED<id>) */
  reference: Maybe<Scalars['String']['output']>;
  resolvedAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** A return's reason code (MD06, AM04…) */
  returnReason: Maybe<Scalars['String']['output']>;
  statementId: Scalars['Int']['output'];
  status: StatementLineStatus;
  valueOn: Maybe<Scalars['String']['output']>;
};

export type StatementLineFilter = {
  /** One statement; every statement the caller sees by default */
  statementId?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<StatementLineStatus>;
};

export type StatementLinePage = {
  __typename?: 'StatementLinePage';
  items: Array<StatementLine>;
  returned: Scalars['Int']['output'];
  /** From the statements' kept counts */
  total: Scalars['Int']['output'];
};

/** PENDING: a credit waiting for a person; MATCHED: it paid a charge (or a return put one back); DISMISSED: set aside (debits that are no return, by the import); RETURN: a returned debit waiting for a person */
export type StatementLineStatus =
  | 'DISMISSED'
  | 'MATCHED'
  | 'PENDING'
  | 'RETURN';

export type SwitchProfileInput = {
  /** Association or dojo id */
  id: Scalars['Int']['input'];
  kind: ProfileKind;
};

/** What one share of a year's fee costs an adult and a child (tarifa) */
export type Tariff = {
  __typename?: 'Tariff';
  /** Euro cents */
  adultCents: Scalars['Int']['output'];
  associationId: Maybe<Scalars['Int']['output']>;
  associationName: Maybe<Scalars['String']['output']>;
  changedAt: Scalars['String']['output'];
  /** Euro cents */
  childCents: Scalars['Int']['output'];
  dojoId: Maybe<Scalars['Int']['output']>;
  dojoName: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  level: TariffLevel;
  year: Scalars['Int']['output'];
};

export type TariffInput = {
  /** Euro cents, 0 to 10,000,000 */
  adultCents: Scalars['Int']['input'];
  /** ASSOCIATION: the session's association when absent */
  associationId?: InputMaybe<Scalars['Int']['input']>;
  /** Euro cents, 0 to 10,000,000 */
  childCents: Scalars['Int']['input'];
  /** DOJO: the session's dojo when absent */
  dojoId?: InputMaybe<Scalars['Int']['input']>;
  level: TariffLevel;
  year: Scalars['Int']['input'];
};

/** The national licence, an association's fee, or a dojo's own */
export type TariffLevel =
  | 'ASSOCIATION'
  | 'DOJO'
  | 'NATIONAL';

/** An instructor title (titulo) */
export type Title = {
  __typename?: 'Title';
  /** descripcion */
  description: Scalars['String']['output'];
  /** idtitulo */
  id: Scalars['Int']['output'];
  /** valor */
  value: Scalars['Int']['output'];
};

export type TitleEntryInput = {
  /** YYYY-MM-DD; required */
  date?: InputMaybe<Scalars['String']['input']>;
  titleId: Scalars['Int']['input'];
};

/** A page of the validations inbox with the counts of the sidebar badges */
export type ValidationInbox = {
  __typename?: 'ValidationInbox';
  /** cursos: courses waiting (warnings.courses) */
  courses: Scalars['Int']['output'];
  /** remesas: fee batches waiting (warnings.fees) */
  fees: Scalars['Int']['output'];
  /** grados: grades and titles waiting (warnings.grades) */
  grades: Scalars['Int']['output'];
  items: Array<ValidationItem>;
  /** Rows in this page (nRes) */
  returned: Scalars['Int']['output'];
  /** Rows of the asked kind, or of every kind (nTot) */
  total: Scalars['Int']['output'];
};

/** One row of the validations inbox: something waiting for a validation level the caller holds */
export type ValidationItem = {
  __typename?: 'ValidationItem';
  /** fecha, ISO date: batch creation, grade or title date, first session of a course */
  date: Maybe<Scalars['String']['output']>;
  /** detalle: dojo · year, the belt, the title, or the city */
  detail: Scalars['String']['output'];
  /** dojo: of the batch, the member or the organiser */
  dojoName: Maybe<Scalars['String']['output']>;
  /** The idReg of its screen: idRem, idGrado, idasoc_titulo or idCurso */
  id: Scalars['Int']['output'];
  /** tipo */
  kind: ValidationKind;
  /** nivel: the level it waits for, 'dojo', 'association' or 'national' */
  level: Scalars['String']['output'];
  /** numAcae of the member (grades and titles) */
  memberNumber: Maybe<Scalars['String']['output']>;
  /** titulo: a batch's dojo, a grade's or title's member, a course's title */
  title: Scalars['String']['output'];
};

/** What waits: a fee batch, a grade, a title or a course (REST tipo remesa, grado, titulo, curso) */
export type ValidationKind =
  | 'COURSE'
  | 'FEE_BATCH'
  | 'GRADE'
  | 'TITLE';

export type ValidationLink = {
  __typename?: 'ValidationLink';
  firstName: Scalars['String']['output'];
  mail: Scalars['String']['output'];
  memberNumber: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
};

/** Sidebar badge counts: what waits for the caller's validation level (0 when not theirs) */
export type Warnings = {
  __typename?: 'Warnings';
  /** GET /v1/contacto/warnings: unread contact messages (national administrator) */
  contact: Scalars['Int']['output'];
  /** GET /v1/cursos/warnings: courses to validate */
  courses: Scalars['Int']['output'];
  /** GET /v1/cuotas/warnings: fee batches to validate */
  fees: Scalars['Int']['output'];
  /** GET /v1/grados/warnings: pending grades and titles to validate */
  grades: Scalars['Int']['output'];
};

export type AssociationQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type AssociationQuery = { __typename?: 'Query', association: { __typename?: 'Association', id: number, name: string, zone: string | null, series: string } | null };

export type CreateAssociationMutationVariables = Exact<{
  input: AssociationInput;
}>;


export type CreateAssociationMutation = { __typename?: 'Mutation', createAssociation: { __typename?: 'Association', id: number } };

export type UpdateAssociationMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: AssociationInput;
}>;


export type UpdateAssociationMutation = { __typename?: 'Mutation', updateAssociation: { __typename?: 'Association', id: number } };

export type AssociationListQueryVariables = Exact<{
  page?: InputMaybe<ListInput>;
}>;


export type AssociationListQuery = { __typename?: 'Query', associations: { __typename?: 'AssociationPage', total: number, items: Array<{ __typename?: 'Association', id: number, name: string, zone: string | null, series: string, dojoCount: number }> } };

export type AssociationPositionQueryVariables = Exact<{
  id: Scalars['Int']['input'];
  orderBy?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<Scalars['String']['input']>;
}>;


export type AssociationPositionQuery = { __typename?: 'Query', associationPosition: number };

export type DeleteAssociationMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type DeleteAssociationMutation = { __typename?: 'Mutation', deleteAssociation: { __typename?: 'Message', message: string } };

export type AssociationRowFragment = { __typename?: 'Association', id: number, name: string, zone: string | null, series: string, dojoCount: number };

export type AssociationConflictsQueryVariables = Exact<{
  name?: InputMaybe<Scalars['String']['input']>;
  series?: InputMaybe<Scalars['String']['input']>;
  exceptId?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AssociationConflictsQuery = { __typename?: 'Query', associationConflicts: { __typename?: 'AssociationConflicts', nameTakenBy: number | null, seriesTakenBy: number | null } };

export type AuditLogQueryVariables = Exact<{
  filter?: InputMaybe<AuditFilter>;
  page?: InputMaybe<ListInput>;
}>;


export type AuditLogQuery = { __typename?: 'Query', auditLog: { __typename?: 'AuditPage', total: number, totalIsExact: boolean, items: Array<{ __typename?: 'AuditEntry', id: string, at: unknown, action: string, table: string, recordId: string, authorName: string | null, before: unknown | null, after: unknown | null, changedFields: Array<string> }> } };

export type ValidationLinkQueryVariables = Exact<{
  mail: Scalars['String']['input'];
  code: Scalars['String']['input'];
}>;


export type ValidationLinkQuery = { __typename?: 'Query', validationLink: { __typename?: 'ValidationLink', mail: string, firstName: string, message: string } };

export type SetFirstPasswordMutationVariables = Exact<{
  input: FirstPasswordInput;
}>;


export type SetFirstPasswordMutation = { __typename?: 'Mutation', setFirstPassword: { __typename?: 'Message', message: string } };

export type SignInMutationVariables = Exact<{
  mail: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type SignInMutation = { __typename?: 'Mutation', signIn: { __typename?: 'Session', token: string, user: { __typename?: 'SessionUser', id: number, firstName: string, lastName: string } } };

export type BillingSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingSummaryQuery = { __typename?: 'Query', billingSummary: { __typename?: 'BillingSummary', owedToYouCents: number, overdueToYouCents: number, owedByYouCents: number, openByYou: number } };

export type ChargeQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type ChargeQuery = { __typename?: 'Query', charge: { __typename?: 'Charge', id: number, kind: ChargeKind, year: number, status: ChargeStatus, amountCents: number, reference: string, payerName: string, issuerName: string | null, associationName: string, dojoName: string | null, dueDate: string | null, paidAt: string | null, createdAt: string, reason: string | null, invoiceNumber: string | null, creditNoteNumber: string | null, receiptUrl: string, payable: boolean, items: Array<{ __typename?: 'ChargeItem', description: string, quantity: number, unitCents: number, totalCents: number }> } };

export type ChargeRecordFragment = { __typename?: 'Charge', id: number, kind: ChargeKind, year: number, status: ChargeStatus, amountCents: number, reference: string, payerName: string, issuerName: string | null, associationName: string, dojoName: string | null, dueDate: string | null, paidAt: string | null, createdAt: string, reason: string | null, invoiceNumber: string | null, creditNoteNumber: string | null, receiptUrl: string, payable: boolean, items: Array<{ __typename?: 'ChargeItem', description: string, quantity: number, unitCents: number, totalCents: number }> };

export type ChargeListQueryVariables = Exact<{
  page?: InputMaybe<ListInput>;
  filter?: InputMaybe<ChargeFilter>;
}>;


export type ChargeListQuery = { __typename?: 'Query', charges: { __typename?: 'ChargePage', total: number, totalIsExact: boolean, items: Array<{ __typename?: 'Charge', id: number, kind: ChargeKind, year: number, status: ChargeStatus, amountCents: number, reference: string, payerName: string, issuerName: string | null, dueDate: string | null, payable: boolean }> } };

export type ChargePositionQueryVariables = Exact<{
  id: Scalars['Int']['input'];
  orderBy?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<Scalars['String']['input']>;
  filterBy?: InputMaybe<ChargeFilter>;
}>;


export type ChargePositionQuery = { __typename?: 'Query', chargePosition: number };

export type SettlementsQueryVariables = Exact<{
  year: Scalars['Int']['input'];
}>;


export type SettlementsQuery = { __typename?: 'Query', settlements: Array<{ __typename?: 'Settlement', associationId: number, associationName: string, year: number, owedCents: number, settledCents: number, paidCents: number, pendingCents: number }> };

export type CreateSettlementMutationVariables = Exact<{
  associationId: Scalars['Int']['input'];
  year: Scalars['Int']['input'];
}>;


export type CreateSettlementMutation = { __typename?: 'Mutation', createSettlement: { __typename?: 'Charge', id: number, amountCents: number, reference: string } };

export type SetTariffMutationVariables = Exact<{
  input: TariffInput;
}>;


export type SetTariffMutation = { __typename?: 'Mutation', setTariff: { __typename?: 'Tariff', id: number, adultCents: number, childCents: number, changedAt: string } };

export type BillingTariffsQueryVariables = Exact<{
  year: Scalars['Int']['input'];
}>;


export type BillingTariffsQuery = { __typename?: 'Query', tariffs: Array<{ __typename?: 'Tariff', id: number, year: number, level: TariffLevel, associationId: number | null, associationName: string | null, dojoId: number | null, dojoName: string | null, adultCents: number, childCents: number, changedAt: string }> };

export type ChargeRowFragment = { __typename?: 'Charge', id: number, kind: ChargeKind, year: number, status: ChargeStatus, amountCents: number, reference: string, payerName: string, issuerName: string | null, dueDate: string | null, payable: boolean };

export type MemberCardListQueryVariables = Exact<{
  page?: InputMaybe<ListInput>;
  dojoId?: InputMaybe<Scalars['Int']['input']>;
}>;


export type MemberCardListQuery = { __typename?: 'Query', memberCards: { __typename?: 'MemberCardPage', total: number, totalIsExact: boolean, printable: number, items: Array<{ __typename?: 'MemberCard', id: number, memberNumber: string | null, firstName: string, lastName: string, mail: string | null, printable: boolean, dojoId: number, dojoName: string, lastFeeYear: number | null, age: string }> } };

export type MemberCardPositionQueryVariables = Exact<{
  id: Scalars['Int']['input'];
  orderBy?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<Scalars['String']['input']>;
  dojoId?: InputMaybe<Scalars['Int']['input']>;
}>;


export type MemberCardPositionQuery = { __typename?: 'Query', memberCardPosition: number };

export type CardRowFragment = { __typename?: 'MemberCard', id: number, memberNumber: string | null, firstName: string, lastName: string, mail: string | null, printable: boolean, dojoId: number, dojoName: string, lastFeeYear: number | null, age: string };

export type RenewCardCodeMutationVariables = Exact<{
  memberId: Scalars['Int']['input'];
}>;


export type RenewCardCodeMutation = { __typename?: 'Mutation', renewCardCode: { __typename?: 'MemberCard', id: number, checkLink: string | null } };

export type PrintedCardFragment = { __typename?: 'MemberCard', id: number, memberNumber: string | null, firstName: string, lastName: string, dojoName: string, associationName: string, avatar: string, validatedFeeYear: number | null, checkLink: string | null };

export type MemberCardsToPrintQueryVariables = Exact<{
  dojoId?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<Scalars['String']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['Int']['input']> | Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
}>;


export type MemberCardsToPrintQuery = { __typename?: 'Query', memberCardsToPrint: { __typename?: 'MemberCardConnection', edges: Array<{ __typename?: 'MemberCardEdge', node: { __typename?: 'MemberCard', id: number, memberNumber: string | null, firstName: string, lastName: string, dojoName: string, associationName: string, avatar: string, validatedFeeYear: number | null, checkLink: string | null } }>, pageInfo: { __typename?: 'MemberCardPageInfo', endCursor: string | null, hasNextPage: boolean } } };

export type ContactInboxQueryVariables = Exact<{
  page?: InputMaybe<ListInput>;
  unreadOnly?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type ContactInboxQuery = { __typename?: 'Query', contactMessages: { __typename?: 'ContactMessagePage', total: number, items: Array<{ __typename?: 'ContactMessage', id: number, name: string, email: string, message: string, language: string, createdAt: unknown, read: boolean }> } };

export type MarkContactMessageMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  read: Scalars['Boolean']['input'];
}>;


export type MarkContactMessageMutation = { __typename?: 'Mutation', markContactMessage: { __typename?: 'ContactMessage', id: number, read: boolean } };

export type CourseDetailFragment = { __typename?: 'Course', id: number, title: string, city: string, details: string, clausesActive: boolean, clauses: string | null, image: string | null, memberPriceCents: number, otherPriceCents: number, organiserName: string, validated: boolean, canEdit: boolean, canValidate: boolean, sessions: Array<{ __typename?: 'CourseSession', id: number, date: string, startTime: string, endTime: string, description: string, kind: string, priceCents: number }> };

export type CourseQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type CourseQuery = { __typename?: 'Query', course: { __typename?: 'Course', id: number, title: string, city: string, details: string, clausesActive: boolean, clauses: string | null, image: string | null, memberPriceCents: number, otherPriceCents: number, organiserName: string, validated: boolean, canEdit: boolean, canValidate: boolean, sessions: Array<{ __typename?: 'CourseSession', id: number, date: string, startTime: string, endTime: string, description: string, kind: string, priceCents: number }> } };

export type CreateCourseMutationVariables = Exact<{
  input: CourseInput;
}>;


export type CreateCourseMutation = { __typename?: 'Mutation', createCourse: { __typename?: 'Course', id: number, title: string, city: string, details: string, clausesActive: boolean, clauses: string | null, image: string | null, memberPriceCents: number, otherPriceCents: number, organiserName: string, validated: boolean, canEdit: boolean, canValidate: boolean, sessions: Array<{ __typename?: 'CourseSession', id: number, date: string, startTime: string, endTime: string, description: string, kind: string, priceCents: number }> } };

export type UpdateCourseMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: CourseInput;
}>;


export type UpdateCourseMutation = { __typename?: 'Mutation', updateCourse: { __typename?: 'Course', id: number, title: string, city: string, details: string, clausesActive: boolean, clauses: string | null, image: string | null, memberPriceCents: number, otherPriceCents: number, organiserName: string, validated: boolean, canEdit: boolean, canValidate: boolean, sessions: Array<{ __typename?: 'CourseSession', id: number, date: string, startTime: string, endTime: string, description: string, kind: string, priceCents: number }> } };

export type CourseListQueryVariables = Exact<{
  page?: InputMaybe<ListInput>;
}>;


export type CourseListQuery = { __typename?: 'Query', courses: { __typename?: 'CoursePage', total: number, items: Array<{ __typename?: 'Course', id: number, title: string, city: string, startDate: string | null, endDate: string | null, organiserId: number, organiserName: string, associationId: number, validated: boolean, status: CourseStatus, enrolled: boolean, canEdit: boolean, canValidate: boolean, canEnrol: boolean }> } };

export type CoursePositionQueryVariables = Exact<{
  id: Scalars['Int']['input'];
  orderBy?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<Scalars['String']['input']>;
}>;


export type CoursePositionQuery = { __typename?: 'Query', coursePosition: number };

export type MyCourseRowFragment = { __typename?: 'Course', id: number, title: string, startDate: string | null, endDate: string | null, city: string, organiserName: string };

export type MyCoursesQueryVariables = Exact<{
  associationId?: InputMaybe<Scalars['Int']['input']>;
  memberId?: InputMaybe<Scalars['Int']['input']>;
}>;


export type MyCoursesQuery = { __typename?: 'Query', myCourses: Array<{ __typename?: 'Course', id: number, title: string, startDate: string | null, endDate: string | null, city: string, organiserName: string }> };

export type CourseRowFragment = { __typename?: 'Course', id: number, title: string, city: string, startDate: string | null, endDate: string | null, organiserId: number, organiserName: string, associationId: number, validated: boolean, status: CourseStatus, enrolled: boolean, canEdit: boolean, canValidate: boolean, canEnrol: boolean };

export type DeleteCourseMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type DeleteCourseMutation = { __typename?: 'Mutation', deleteCourse: { __typename?: 'Message', message: string } };

export type ToggleCourseValidationMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type ToggleCourseValidationMutation = { __typename?: 'Mutation', toggleCourseValidation: { __typename?: 'Course', id: number, validated: boolean, canEdit: boolean, canValidate: boolean, canEnrol: boolean } };

export type DojoQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type DojoQuery = { __typename?: 'Query', dojo: { __typename?: 'Dojo', id: number, name: string, city: string, associationId: number, country: string, province: string, web: string | null, maps: string | null, address: string | null, phone: string | null, contactPerson: string | null, email: string | null, schedule: string | null, logo: string | null, visible: boolean } };

export type DojoFormOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type DojoFormOptionsQuery = { __typename?: 'Query', associations: { __typename?: 'AssociationPage', items: Array<{ __typename?: 'Association', id: number, name: string, zone: string | null }> }, countries: Array<{ __typename?: 'Country', code: string, name: string, provinces: Array<{ __typename?: 'Province', code: string, name: string }> }> };

export type CreateDojoMutationVariables = Exact<{
  input: DojoInput;
}>;


export type CreateDojoMutation = { __typename?: 'Mutation', createDojo: { __typename?: 'Dojo', id: number } };

export type UpdateDojoMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: DojoInput;
}>;


export type UpdateDojoMutation = { __typename?: 'Mutation', updateDojo: { __typename?: 'Dojo', id: number } };

export type DojoListQueryVariables = Exact<{
  page?: InputMaybe<ListInput>;
  associationId?: InputMaybe<Scalars['Int']['input']>;
}>;


export type DojoListQuery = { __typename?: 'Query', dojos: { __typename?: 'DojoPage', total: number, items: Array<{ __typename?: 'Dojo', id: number, name: string, city: string, associationId: number, memberCount: number, visible: boolean, association: { __typename?: 'Association', id: number, name: string } }> } };

export type DojoPositionQueryVariables = Exact<{
  id: Scalars['Int']['input'];
  orderBy?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<Scalars['String']['input']>;
  associationId?: InputMaybe<Scalars['Int']['input']>;
}>;


export type DojoPositionQuery = { __typename?: 'Query', dojoPosition: number };

export type DojoFilterAssociationQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type DojoFilterAssociationQuery = { __typename?: 'Query', association: { __typename?: 'Association', id: number, name: string } | null };

export type DeleteDojoMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type DeleteDojoMutation = { __typename?: 'Mutation', deleteDojo: { __typename?: 'Message', message: string } };

export type DojoRowFragment = { __typename?: 'Dojo', id: number, name: string, city: string, associationId: number, memberCount: number, visible: boolean, association: { __typename?: 'Association', id: number, name: string } };

export type DojoDetailFragment = { __typename?: 'Dojo', id: number, name: string, city: string, associationId: number, country: string, province: string, web: string | null, maps: string | null, address: string | null, phone: string | null, contactPerson: string | null, email: string | null, schedule: string | null, logo: string | null, visible: boolean };

export type DojoNameTakenQueryVariables = Exact<{
  associationId: Scalars['Int']['input'];
  name: Scalars['String']['input'];
  exceptId?: InputMaybe<Scalars['Int']['input']>;
}>;


export type DojoNameTakenQuery = { __typename?: 'Query', dojoNameTakenBy: number | null };

export type EnrolmentCalendarFeedQueryVariables = Exact<{ [key: string]: never; }>;


export type EnrolmentCalendarFeedQuery = { __typename?: 'Query', calendarFeed: { __typename?: 'CalendarFeed', url: string } };

export type RenewCalendarFeedMutationVariables = Exact<{ [key: string]: never; }>;


export type RenewCalendarFeedMutation = { __typename?: 'Mutation', renewCalendarFeed: { __typename?: 'CalendarFeed', url: string } };

export type EnrolmentCourseDetailFragment = { __typename?: 'Course', id: number, title: string, city: string, details: string, clausesActive: boolean, clauses: string | null, image: string | null, startDate: string | null, endDate: string | null, status: CourseStatus, enrolled: boolean, canEnrol: boolean, marksPayment: boolean, sessions: Array<{ __typename?: 'CourseSession', id: number, date: string, startTime: string, endTime: string, description: string, kind: string }> };

export type EnrolmentCourseQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type EnrolmentCourseQuery = { __typename?: 'Query', course: { __typename?: 'Course', id: number, title: string, city: string, details: string, clausesActive: boolean, clauses: string | null, image: string | null, startDate: string | null, endDate: string | null, status: CourseStatus, enrolled: boolean, canEnrol: boolean, marksPayment: boolean, sessions: Array<{ __typename?: 'CourseSession', id: number, date: string, startTime: string, endTime: string, description: string, kind: string }> } };

export type CourseEnrolmentQueryVariables = Exact<{
  courseId: Scalars['Int']['input'];
  page?: InputMaybe<ListInput>;
  column?: InputMaybe<EnrolmentSearchColumn>;
  enrolledOnly?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type CourseEnrolmentQuery = { __typename?: 'Query', courseEnrolment: { __typename?: 'EnrolmentPage', returned: number, total: number, totalIsExact: boolean, enrolled: number, paid: number, attended: number, items: Array<{ __typename?: 'EnrolmentRow', memberId: number, number: string | null, firstName: string, lastName: string, dojoName: string, dojoId: number, associationId: number, enrolled: boolean, paid: boolean, attended: boolean, clauseAccepted: boolean, editable: boolean, entries: Array<{ __typename?: 'EnrolmentEntry', sessionId: number, kind: string, eventAttendees: number, attended: boolean, paid: boolean }> }>, eventTotals: Array<{ __typename?: 'EventTotal', sessionId: number, total: number }> } };

export type EnrolmentMemberRowFragment = { __typename?: 'EnrolmentRow', memberId: number, number: string | null, firstName: string, lastName: string, dojoName: string, dojoId: number, associationId: number, enrolled: boolean, paid: boolean, attended: boolean, clauseAccepted: boolean, editable: boolean, entries: Array<{ __typename?: 'EnrolmentEntry', sessionId: number, kind: string, eventAttendees: number, attended: boolean, paid: boolean }> };

export type SaveEnrolmentChangesMutationVariables = Exact<{
  courseId: Scalars['Int']['input'];
  changes: Array<EnrolmentChangeInput> | EnrolmentChangeInput;
}>;


export type SaveEnrolmentChangesMutation = { __typename?: 'Mutation', saveEnrolmentChanges: { __typename?: 'EnrolmentPage', total: number } };

export type FeeAssociationOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type FeeAssociationOptionsQuery = { __typename?: 'Query', associations: { __typename?: 'AssociationPage', items: Array<{ __typename?: 'Association', id: number, name: string }> } };

export type FeeDojoOptionsQueryVariables = Exact<{
  associationId: Scalars['Int']['input'];
}>;


export type FeeDojoOptionsQuery = { __typename?: 'Query', dojos: { __typename?: 'DojoPage', items: Array<{ __typename?: 'Dojo', id: number, name: string }> } };

export type FeeBatchDetailFragment = { __typename?: 'FeeBatch', id: number, year: number, dojoId: number, dojoName: string, associationId: number, state: number, memberIds: Array<number>, history: Array<{ __typename?: 'FeeBatchValidation', level: number, validated: boolean, at: string, memberId: number, memberName: string }> };

export type FeeBatchQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type FeeBatchQuery = { __typename?: 'Query', feeBatch: { __typename?: 'FeeBatch', id: number, year: number, dojoId: number, dojoName: string, associationId: number, state: number, memberIds: Array<number>, history: Array<{ __typename?: 'FeeBatchValidation', level: number, validated: boolean, at: string, memberId: number, memberName: string }> } };

export type CreateFeeBatchMutationVariables = Exact<{
  input: FeeBatchInput;
}>;


export type CreateFeeBatchMutation = { __typename?: 'Mutation', createFeeBatch: { __typename?: 'FeeBatch', id: number, year: number, dojoId: number, dojoName: string, associationId: number, state: number, memberIds: Array<number>, history: Array<{ __typename?: 'FeeBatchValidation', level: number, validated: boolean, at: string, memberId: number, memberName: string }> } };

export type UpdateFeeBatchMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: FeeBatchInput;
}>;


export type UpdateFeeBatchMutation = { __typename?: 'Mutation', updateFeeBatch: { __typename?: 'FeeBatch', id: number, year: number, dojoId: number, dojoName: string, associationId: number, state: number, memberIds: Array<number>, history: Array<{ __typename?: 'FeeBatchValidation', level: number, validated: boolean, at: string, memberId: number, memberName: string }> } };

export type FeeValidationRowFragment = { __typename?: 'FeeBatchValidation', level: number, validated: boolean, at: string, memberId: number, memberName: string };

export type FeeCandidateRowFragment = { __typename?: 'FeeCandidate', memberId: number, number: string | null, firstName: string, lastName: string, kind: string, lastFeeYear: number | null, inBatch: boolean, otherBatchId: number | null };

export type FeeBatchCandidatesQueryVariables = Exact<{
  year: Scalars['Int']['input'];
  batchId?: InputMaybe<Scalars['Int']['input']>;
  dojoId?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
}>;


export type FeeBatchCandidatesQuery = { __typename?: 'Query', feeBatchCandidates: Array<{ __typename?: 'FeeCandidate', memberId: number, number: string | null, firstName: string, lastName: string, kind: string, lastFeeYear: number | null, inBatch: boolean, otherBatchId: number | null }> };

export type FeeBatchListQueryVariables = Exact<{
  page?: InputMaybe<ListInput>;
  status?: InputMaybe<FeeBatchStatus>;
}>;


export type FeeBatchListQuery = { __typename?: 'Query', feeBatches: { __typename?: 'FeeBatchPage', total: number, items: Array<{ __typename?: 'FeeBatch', id: number, year: number, dojoId: number, dojoName: string, associationId: number, associationName: string, adults: number, children: number, state: number, levelToValidate: number, levelToUndo: number }> } };

export type FeeBatchPositionQueryVariables = Exact<{
  id: Scalars['Int']['input'];
  orderBy?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<FeeBatchStatus>;
}>;


export type FeeBatchPositionQuery = { __typename?: 'Query', feeBatchPosition: number };

export type FeeBatchRowFragment = { __typename?: 'FeeBatch', id: number, year: number, dojoId: number, dojoName: string, associationId: number, associationName: string, adults: number, children: number, state: number, levelToValidate: number, levelToUndo: number };

export type ValidateFeeBatchesMutationVariables = Exact<{
  ids: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
  level: Scalars['Int']['input'];
}>;


export type ValidateFeeBatchesMutation = { __typename?: 'Mutation', validateFeeBatches: Array<{ __typename?: 'FeeBatch', id: number, year: number, dojoId: number, dojoName: string, associationId: number, associationName: string, adults: number, children: number, state: number, levelToValidate: number, levelToUndo: number }> };

export type UnvalidateFeeBatchesMutationVariables = Exact<{
  ids: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
  level: Scalars['Int']['input'];
}>;


export type UnvalidateFeeBatchesMutation = { __typename?: 'Mutation', unvalidateFeeBatches: Array<{ __typename?: 'FeeBatch', id: number, year: number, dojoId: number, dojoName: string, associationId: number, associationName: string, adults: number, children: number, state: number, levelToValidate: number, levelToUndo: number }> };

export type DeleteFeeBatchMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type DeleteFeeBatchMutation = { __typename?: 'Mutation', deleteFeeBatch: { __typename?: 'Message', message: string } };

export type GradeReadinessFieldsFragment = { __typename?: 'GradeReadiness', memberId: number, nextBelt: string | null, hoursAttended: number, hoursNeeded: number | null, meetsHours: boolean, daysInGrade: number | null };

export type GradeEntryListQueryVariables = Exact<{
  page?: InputMaybe<ListInput>;
  meetsHours?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type GradeEntryListQuery = { __typename?: 'Query', gradeEntries: { __typename?: 'GradeEntryPage', total: number, items: Array<{ __typename?: 'GradeEntry', id: number, kind: GradeEntryKind, memberId: number, memberNumber: string | null, firstName: string, lastName: string, description: string, date: string, status: number, value: number, validatedBy: string | null, canValidate: boolean, canDelete: boolean }> } };

export type GradeEntryPositionQueryVariables = Exact<{
  id: Scalars['Int']['input'];
  kind: GradeEntryKind;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<Scalars['String']['input']>;
  meetsHours?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type GradeEntryPositionQuery = { __typename?: 'Query', gradeEntryPosition: number };

export type GradeEntryRowFragment = { __typename?: 'GradeEntry', id: number, kind: GradeEntryKind, memberId: number, memberNumber: string | null, firstName: string, lastName: string, description: string, date: string, status: number, value: number, validatedBy: string | null, canValidate: boolean, canDelete: boolean };

export type HeldGradeFieldsFragment = { __typename?: 'GradeRecord', memberId: number, belts: Array<{ __typename?: 'HeldGrade', id: number, refId: number, date: string, hours: number, status: number, locked: boolean, value: number, description: string }>, titles: Array<{ __typename?: 'HeldGrade', id: number, refId: number, date: string, hours: number, status: number, locked: boolean, value: number, description: string }> };

export type GradeModalQueryVariables = Exact<{
  memberId: Scalars['Int']['input'];
}>;


export type GradeModalQuery = { __typename?: 'Query', belts: Array<{ __typename?: 'Belt', id: number, value: number, description: string, primaryColour: string }>, titles: Array<{ __typename?: 'Title', id: number, value: number, description: string }>, memberGradeRecord: { __typename?: 'GradeRecord', memberId: number, belts: Array<{ __typename?: 'HeldGrade', id: number, refId: number, date: string, hours: number, status: number, locked: boolean, value: number, description: string }>, titles: Array<{ __typename?: 'HeldGrade', id: number, refId: number, date: string, hours: number, status: number, locked: boolean, value: number, description: string }> }, gradeReadiness: { __typename?: 'GradeReadiness', memberId: number, nextBelt: string | null, hoursAttended: number, hoursNeeded: number | null, meetsHours: boolean, daysInGrade: number | null } };

export type SaveMemberGradesMutationVariables = Exact<{
  memberId: Scalars['Int']['input'];
  input: GradeRecordInput;
}>;


export type SaveMemberGradesMutation = { __typename?: 'Mutation', saveMemberGrades: { __typename?: 'GradeRecord', memberId: number, belts: Array<{ __typename?: 'HeldGrade', id: number, refId: number, date: string, hours: number, status: number, locked: boolean, value: number, description: string }>, titles: Array<{ __typename?: 'HeldGrade', id: number, refId: number, date: string, hours: number, status: number, locked: boolean, value: number, description: string }> } };

export type ToggleGradeValidationMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  kind: GradeEntryKind;
}>;


export type ToggleGradeValidationMutation = { __typename?: 'Mutation', toggleGradeValidation: number };

export type DeleteGradeEntryMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  kind: GradeEntryKind;
}>;


export type DeleteGradeEntryMutation = { __typename?: 'Mutation', deleteGradeEntry: { __typename?: 'Message', message: string } };

export type SwitchProfileMutationVariables = Exact<{
  input: SwitchProfileInput;
}>;


export type SwitchProfileMutation = { __typename?: 'Mutation', switchProfile: { __typename?: 'Session', token: string } };

export type SetPermissionMutationVariables = Exact<{
  role: RoleToggle;
  enabled: Scalars['Boolean']['input'];
}>;


export type SetPermissionMutation = { __typename?: 'Mutation', setPermission: { __typename?: 'Session', token: string } };

export type CardCheckQueryVariables = Exact<{
  memberNumber: Scalars['String']['input'];
  code: Scalars['String']['input'];
}>;


export type CardCheckQuery = { __typename?: 'Query', cardCheck: { __typename?: 'CardCheck', memberNumber: string, fullName: string, dojoName: string, associationName: string, avatar: string, currentYear: number, feeValidatedThisYear: boolean, validatedFeeYear: number | null, grade: string | null, title: string | null } };

export type CardCheckFieldsFragment = { __typename?: 'CardCheck', memberNumber: string, fullName: string, dojoName: string, associationName: string, avatar: string, currentYear: number, feeValidatedThisYear: boolean, validatedFeeYear: number | null, grade: string | null, title: string | null };

export type MemberFeesPanelQueryVariables = Exact<{
  memberId: Scalars['Int']['input'];
}>;


export type MemberFeesPanelQuery = { __typename?: 'Query', memberFees: Array<{ __typename?: 'PaidFee', year: number, dojoId: number, dojoName: string }> };

export type GradesPanelQueryVariables = Exact<{
  memberId: Scalars['Int']['input'];
}>;


export type GradesPanelQuery = { __typename?: 'Query', belts: Array<{ __typename?: 'Belt', id: number, value: number, primaryColour: string }>, memberGradeRecord: { __typename?: 'GradeRecord', memberId: number, belts: Array<{ __typename?: 'HeldGrade', id: number, refId: number, date: string, hours: number, status: number, locked: boolean, value: number, description: string }>, titles: Array<{ __typename?: 'HeldGrade', id: number, refId: number, date: string, hours: number, status: number, locked: boolean, value: number, description: string }> } };

export type GradesPanelReadinessQueryVariables = Exact<{
  memberId: Scalars['Int']['input'];
}>;


export type GradesPanelReadinessQuery = { __typename?: 'Query', gradeReadiness: { __typename?: 'GradeReadiness', memberId: number, nextBelt: string | null, hoursAttended: number, hoursNeeded: number | null, meetsHours: boolean, daysInGrade: number | null } };

export type MemberViewQueryVariables = Exact<{
  memberNumber: Scalars['String']['input'];
}>;


export type MemberViewQuery = { __typename?: 'Query', member: { __typename?: 'Member', id: number, memberNumber: string | null, dni: string | null, firstName: string, lastName: string, fullName: string, mail: string | null, birthDate: string | null, age: string | null, address: string | null, city: string | null, province: string | null, phone: string | null, notes: string | null, isAdmin: boolean, isAssociationAdmin: boolean, isDojoAdmin: boolean, dojoId: number, associationId: number, avatar: string, validated: boolean | null, lastFeeYear: number | null, validationLink: string | null, dojo: { __typename?: 'Dojo', id: number, name: string }, association: { __typename?: 'Association', id: number, name: string } } | null };

export type OwnCoursesPanelQueryVariables = Exact<{
  memberId?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
}>;


export type OwnCoursesPanelQuery = { __typename?: 'Query', myCourses: Array<{ __typename?: 'Course', id: number, title: string, city: string, startDate: string | null, endDate: string | null }> };

export type EraseMemberPersonalDataMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type EraseMemberPersonalDataMutation = { __typename?: 'Mutation', eraseMemberPersonalData: { __typename?: 'Message', message: string } };

export type UpcomingCoursesPanelQueryVariables = Exact<{
  page?: InputMaybe<ListInput>;
}>;


export type UpcomingCoursesPanelQuery = { __typename?: 'Query', publicCourses: { __typename?: 'PublicCoursePage', items: Array<{ __typename?: 'PublicCourse', id: number, title: string, city: string, startDate: string | null, endDate: string | null }> } };

export type MemberImportResultFieldsFragment = { __typename?: 'MemberImportResult', rows: number, imported: number, message: string, problems: Array<{ __typename?: 'MemberImportProblem', line: number, column: string | null, message: string }> };

export type ImportMembersMutationVariables = Exact<{
  input: MemberImportInput;
  dryRun: Scalars['Boolean']['input'];
}>;


export type ImportMembersMutation = { __typename?: 'Mutation', importMembers: { __typename?: 'MemberImportResult', rows: number, imported: number, message: string, problems: Array<{ __typename?: 'MemberImportProblem', line: number, column: string | null, message: string }> } };

export type MemberQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type MemberQuery = { __typename?: 'Query', member: { __typename?: 'Member', id: number, memberNumber: string | null, dni: string | null, firstName: string, lastName: string, fullName: string, mail: string | null, birthDate: string | null, age: string | null, address: string | null, city: string | null, province: string | null, phone: string | null, notes: string | null, isAdmin: boolean, isAssociationAdmin: boolean, isDojoAdmin: boolean, dojoId: number, associationId: number, avatar: string, validated: boolean | null, lastFeeYear: number | null, validationLink: string | null, dojo: { __typename?: 'Dojo', id: number, name: string }, association: { __typename?: 'Association', id: number, name: string } } | null };

export type CreateMemberMutationVariables = Exact<{
  input: MemberInput;
}>;


export type CreateMemberMutation = { __typename?: 'Mutation', createMember: { __typename?: 'Member', id: number, memberNumber: string | null, dni: string | null, firstName: string, lastName: string, fullName: string, mail: string | null, birthDate: string | null, age: string | null, address: string | null, city: string | null, province: string | null, phone: string | null, notes: string | null, isAdmin: boolean, isAssociationAdmin: boolean, isDojoAdmin: boolean, dojoId: number, associationId: number, avatar: string, validated: boolean | null, lastFeeYear: number | null, validationLink: string | null, dojo: { __typename?: 'Dojo', id: number, name: string }, association: { __typename?: 'Association', id: number, name: string } } };

export type UpdateMemberMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: MemberInput;
}>;


export type UpdateMemberMutation = { __typename?: 'Mutation', updateMember: { __typename?: 'MemberUpdate', token: string | null, member: { __typename?: 'Member', id: number, memberNumber: string | null, dni: string | null, firstName: string, lastName: string, fullName: string, mail: string | null, birthDate: string | null, age: string | null, address: string | null, city: string | null, province: string | null, phone: string | null, notes: string | null, isAdmin: boolean, isAssociationAdmin: boolean, isDojoAdmin: boolean, dojoId: number, associationId: number, avatar: string, validated: boolean | null, lastFeeYear: number | null, validationLink: string | null, dojo: { __typename?: 'Dojo', id: number, name: string }, association: { __typename?: 'Association', id: number, name: string } } } };

export type MemberAssociationOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberAssociationOptionsQuery = { __typename?: 'Query', associations: { __typename?: 'AssociationPage', items: Array<{ __typename?: 'Association', id: number, name: string }> } };

export type MemberDojoOptionsQueryVariables = Exact<{
  associationId: Scalars['Int']['input'];
}>;


export type MemberDojoOptionsQuery = { __typename?: 'Query', dojos: { __typename?: 'DojoPage', items: Array<{ __typename?: 'Dojo', id: number, name: string }> } };

export type MemberDetailFragment = { __typename?: 'Member', id: number, memberNumber: string | null, dni: string | null, firstName: string, lastName: string, fullName: string, mail: string | null, birthDate: string | null, age: string | null, address: string | null, city: string | null, province: string | null, phone: string | null, notes: string | null, isAdmin: boolean, isAssociationAdmin: boolean, isDojoAdmin: boolean, dojoId: number, associationId: number, avatar: string, validated: boolean | null, lastFeeYear: number | null, validationLink: string | null, dojo: { __typename?: 'Dojo', id: number, name: string }, association: { __typename?: 'Association', id: number, name: string } };

export type MemberListQueryVariables = Exact<{
  page?: InputMaybe<ListInput>;
  dojoId?: InputMaybe<Scalars['Int']['input']>;
}>;


export type MemberListQuery = { __typename?: 'Query', members: { __typename?: 'MemberPage', total: number, totalIsExact: boolean, items: Array<{ __typename?: 'Member', id: number, memberNumber: string | null, avatar: string, firstName: string, lastName: string, fullName: string, mail: string | null, dojoId: number, associationId: number, age: string | null, lastFeeYear: number | null, isAdmin: boolean, isAssociationAdmin: boolean, isDojoAdmin: boolean, dojo: { __typename?: 'Dojo', id: number, name: string } }> } };

export type MemberPositionQueryVariables = Exact<{
  id: Scalars['Int']['input'];
  orderBy?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<Scalars['String']['input']>;
  dojoId?: InputMaybe<Scalars['Int']['input']>;
}>;


export type MemberPositionQuery = { __typename?: 'Query', memberPosition: number };

export type MemberListDojoQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type MemberListDojoQuery = { __typename?: 'Query', dojo: { __typename?: 'Dojo', id: number, name: string, associationId: number } };

export type ResetMemberPasswordMutationVariables = Exact<{
  memberId: Scalars['Int']['input'];
}>;


export type ResetMemberPasswordMutation = { __typename?: 'Mutation', resetMemberPassword: { __typename?: 'PasswordReset', link: string, message: string } };

export type MemberRowFragment = { __typename?: 'Member', id: number, memberNumber: string | null, avatar: string, firstName: string, lastName: string, fullName: string, mail: string | null, dojoId: number, associationId: number, age: string | null, lastFeeYear: number | null, isAdmin: boolean, isAssociationAdmin: boolean, isDojoAdmin: boolean, dojo: { __typename?: 'Dojo', id: number, name: string } };

export type MemberMailTakenQueryVariables = Exact<{
  mail: Scalars['String']['input'];
  exceptId?: InputMaybe<Scalars['Int']['input']>;
}>;


export type MemberMailTakenQuery = { __typename?: 'Query', memberMailTaken: number | null };

export type MemberNumberTakenQueryVariables = Exact<{
  memberNumber: Scalars['String']['input'];
  exceptId?: InputMaybe<Scalars['Int']['input']>;
}>;


export type MemberNumberTakenQuery = { __typename?: 'Query', memberNumberTaken: number | null };

export type DeleteMemberMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type DeleteMemberMutation = { __typename?: 'Mutation', deleteMember: { __typename?: 'Message', message: string } };

export type StartPaymentMutationVariables = Exact<{
  chargeId: Scalars['Int']['input'];
  method: PaymentMethod;
}>;


export type StartPaymentMutation = { __typename?: 'Mutation', startPayment: { __typename?: 'GatewayForm', paymentId: number, url: string, fields: { __typename?: 'GatewayFields', Ds_SignatureVersion: string, Ds_MerchantParameters: string, Ds_Signature: string } } };

export type PublicHomeQueryVariables = Exact<{
  courses?: InputMaybe<ListInput>;
}>;


export type PublicHomeQuery = { __typename?: 'Query', publicCourses: { __typename?: 'PublicCoursePage', items: Array<{ __typename?: 'PublicCourse', id: number, title: string, image: string | null, city: string, startDate: string | null, endDate: string | null, details: string }> }, publicDojoPlaces: Array<{ __typename?: 'PublicDojoPlace', country: string, province: string, count: number }>, countries: Array<{ __typename?: 'Country', code: string, name: string, lat: number, lon: number, provinces: Array<{ __typename?: 'Province', code: string, name: string, lat: number, lon: number }> }> };

export type PublicDojoCardsQueryVariables = Exact<{
  page?: InputMaybe<ListInput>;
  country?: InputMaybe<Scalars['String']['input']>;
  province?: InputMaybe<Scalars['String']['input']>;
}>;


export type PublicDojoCardsQuery = { __typename?: 'Query', publicDojos: Array<{ __typename?: 'PublicDojo', id: number, name: string, logo: string | null, city: string, country: string, province: string, schedule: string | null, address: string | null, phone: string | null, contactPerson: string | null, web: string | null, maps: string | null }> };

export type ReportViewsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportViewsQuery = { __typename?: 'Query', reportViews: Array<{ __typename?: 'ReportView', code: string, name: string }> };

export type ReportFieldsQueryVariables = Exact<{
  view: Scalars['String']['input'];
}>;


export type ReportFieldsQuery = { __typename?: 'Query', reportFields: Array<{ __typename?: 'ReportField', key: string, name: string, type: string, groupable: boolean, aggregatable: boolean, functions: Array<string> }> };

export type ReportQueryVariables = Exact<{
  input: ReportInput;
}>;


export type ReportQuery = { __typename?: 'Query', report: { __typename?: 'ReportResult', rows: Array<Array<string | null> | null>, returned: number, total: number, columns: Array<{ __typename?: 'ReportColumn', key: string, name: string, type: string }> } };

export type ReportValuesQueryVariables = Exact<{
  view: Scalars['String']['input'];
  field: Scalars['String']['input'];
}>;


export type ReportValuesQuery = { __typename?: 'Query', reportValues: Array<{ __typename?: 'ReportValue', value: string, label: string }> };

export type AddReportTemplateMutationVariables = Exact<{
  input: ReportTemplateInput;
}>;


export type AddReportTemplateMutation = { __typename?: 'Mutation', addReportTemplate: { __typename?: 'ReportTemplate', id: number } };

export type AddTemplateRowMutationVariables = Exact<{
  input: ReportTemplateInput;
}>;


export type AddTemplateRowMutation = { __typename?: 'Mutation', addReportTemplate: { __typename?: 'ReportTemplate', id: number } };

export type UpdateReportTemplateMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: ReportTemplateInput;
}>;


export type UpdateReportTemplateMutation = { __typename?: 'Mutation', updateReportTemplate: { __typename?: 'ReportTemplate', id: number } };

export type DeleteReportTemplateMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type DeleteReportTemplateMutation = { __typename?: 'Mutation', deleteReportTemplate: boolean };

export type ReportTemplateRowFragment = { __typename?: 'ReportTemplate', id: number, view: string, name: string, description: string | null, isDefault: boolean, createdAt: unknown, dropped: Array<string>, definition: { __typename?: 'ReportDefinition', fields: Array<string>, groupBy: Array<string>, filter: { __typename?: 'ReportFilter', connector: string, groups: Array<{ __typename?: 'ReportGroup', connector: string, conditions: Array<{ __typename?: 'ReportCondition', field: string, operator: string, value: string | null }> }> } | null } };

export type ReportTemplatesQueryVariables = Exact<{
  view: Scalars['String']['input'];
}>;


export type ReportTemplatesQuery = { __typename?: 'Query', reportTemplates: Array<{ __typename?: 'ReportTemplate', id: number, view: string, name: string, description: string | null, isDefault: boolean, createdAt: unknown, dropped: Array<string>, definition: { __typename?: 'ReportDefinition', fields: Array<string>, groupBy: Array<string>, filter: { __typename?: 'ReportFilter', connector: string, groups: Array<{ __typename?: 'ReportGroup', connector: string, conditions: Array<{ __typename?: 'ReportCondition', field: string, operator: string, value: string | null }> }> } | null } }> };

export type DefaultReportTemplateQueryVariables = Exact<{ [key: string]: never; }>;


export type DefaultReportTemplateQuery = { __typename?: 'Query', defaultReportTemplate: { __typename?: 'ReportTemplate', id: number, view: string, name: string, description: string | null, isDefault: boolean, createdAt: unknown, dropped: Array<string>, definition: { __typename?: 'ReportDefinition', fields: Array<string>, groupBy: Array<string>, filter: { __typename?: 'ReportFilter', connector: string, groups: Array<{ __typename?: 'ReportGroup', connector: string, conditions: Array<{ __typename?: 'ReportCondition', field: string, operator: string, value: string | null }> }> } | null } } | null };

export type TemplateViewsQueryVariables = Exact<{ [key: string]: never; }>;


export type TemplateViewsQuery = { __typename?: 'Query', reportViews: Array<{ __typename?: 'ReportView', code: string }> };

export type SepaCreditorQueryVariables = Exact<{
  associationId: Scalars['Int']['input'];
}>;


export type SepaCreditorQuery = { __typename?: 'Query', sepaCreditor: { __typename?: 'SepaCreditor', associationId: number, creditorId: string, name: string, iban: string, bic: string | null } | null };

export type SaveSepaCreditorMutationVariables = Exact<{
  associationId: Scalars['Int']['input'];
  input: SepaCreditorInput;
}>;


export type SaveSepaCreditorMutation = { __typename?: 'Mutation', saveSepaCreditor: { __typename?: 'SepaCreditor', associationId: number, creditorId: string, name: string, iban: string, bic: string | null } };

export type SaveMandateMutationVariables = Exact<{
  input: MandateInput;
}>;


export type SaveMandateMutation = { __typename?: 'Mutation', saveMandate: { __typename?: 'Mandate', id: number } };

export type SepaMandatesQueryVariables = Exact<{
  page?: InputMaybe<ListInput>;
}>;


export type SepaMandatesQuery = { __typename?: 'Query', mandates: { __typename?: 'MandatePage', total: number, items: Array<{ __typename?: 'Mandate', id: number, payerKind: MandatePayerKind, payerId: number, payerName: string, debtorName: string, iban: string, ibanMasked: boolean, bic: string | null, reference: string, signedOn: string, sequence: SepaSequenceType, active: boolean }> } };

export type SepaRemittancesQueryVariables = Exact<{
  page?: InputMaybe<ListInput>;
}>;


export type SepaRemittancesQuery = { __typename?: 'Query', remittances: { __typename?: 'RemittancePage', total: number, items: Array<{ __typename?: 'Remittance', id: number, creditorName: string, collectionDate: string, debitCount: number, amountCents: number, firstCount: number, recurrentCount: number, returnedCount: number, fileUrl: string }> } };

export type CreateRemittanceMutationVariables = Exact<{
  collectionDate: Scalars['String']['input'];
}>;


export type CreateRemittanceMutation = { __typename?: 'Mutation', createRemittance: { __typename?: 'Remittance', id: number, debitCount: number, amountCents: number } };

export type CurrentMemberQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentMemberQuery = { __typename?: 'Query', me: { __typename?: 'SessionUser', id: number, firstName: string, lastName: string, memberNumber: string | null, avatar: string, associationId: number, dojoId: number, roles: { __typename?: 'Roles', admin: boolean, associationAdmin: boolean, dojoAdmin: boolean }, originalRoles: { __typename?: 'Roles', admin: boolean, associationAdmin: boolean, dojoAdmin: boolean } } | null };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { __typename?: 'Mutation', signOut: { __typename?: 'Message', message: string } };

export type WarningsQueryVariables = Exact<{ [key: string]: never; }>;


export type WarningsQuery = { __typename?: 'Query', warnings: { __typename?: 'Warnings', fees: number, courses: number, grades: number, contact: number } };

export type StatementLinesQueryVariables = Exact<{
  filter?: InputMaybe<StatementLineFilter>;
  page?: InputMaybe<ListInput>;
}>;


export type StatementLinesQuery = { __typename?: 'Query', statementLines: { __typename?: 'StatementLinePage', total: number, items: Array<{ __typename?: 'StatementLine', id: number, fileLine: number, bookedOn: string, amountCents: number, credit: boolean, concept: string, reference: string | null, endToEndId: string | null, returnReason: string | null, status: StatementLineStatus, chargeReference: string | null }> } };

export type MatchStatementLineMutationVariables = Exact<{
  lineId: Scalars['Int']['input'];
  chargeId: Scalars['Int']['input'];
}>;


export type MatchStatementLineMutation = { __typename?: 'Mutation', matchStatementLine: { __typename?: 'StatementLine', id: number, status: StatementLineStatus, chargeReference: string | null } };

export type DismissStatementLineMutationVariables = Exact<{
  lineId: Scalars['Int']['input'];
}>;


export type DismissStatementLineMutation = { __typename?: 'Mutation', dismissStatementLine: { __typename?: 'StatementLine', id: number, status: StatementLineStatus } };

export type BankStatementsQueryVariables = Exact<{
  page?: InputMaybe<ListInput>;
}>;


export type BankStatementsQuery = { __typename?: 'Query', bankStatements: { __typename?: 'BankStatementPage', total: number, items: Array<{ __typename?: 'BankStatement', id: number, format: BankStatementFormat, account: string, from: string, to: string, creditCents: number, lineCount: number, matchedCount: number, pendingCount: number, dismissedCount: number, returnCount: number, importedAt: unknown }> } };

export type AssociationOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AssociationOptionsQuery = { __typename?: 'Query', associations: { __typename?: 'AssociationPage', items: Array<{ __typename?: 'Association', id: number, name: string }> } };

export type DojoOptionsQueryVariables = Exact<{
  associationId: Scalars['Int']['input'];
}>;


export type DojoOptionsQuery = { __typename?: 'Query', dojos: { __typename?: 'DojoPage', items: Array<{ __typename?: 'Dojo', id: number, name: string }> } };

export type ValidationInboxQueryVariables = Exact<{
  page?: InputMaybe<ListInput>;
  kind?: InputMaybe<ValidationKind>;
}>;


export type ValidationInboxQuery = { __typename?: 'Query', validationInbox: { __typename?: 'ValidationInbox', total: number, fees: number, grades: number, courses: number, items: Array<{ __typename?: 'ValidationItem', kind: ValidationKind, id: number, title: string, detail: string, dojoName: string | null, memberNumber: string | null, date: string | null, level: string }> } };

export const AssociationRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssociationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Association"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"series"}},{"kind":"Field","name":{"kind":"Name","value":"dojoCount"}}]}}]} as unknown as DocumentNode<AssociationRowFragment, unknown>;
export const ChargeRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChargeRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Charge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"payerName"}},{"kind":"Field","name":{"kind":"Name","value":"issuerName"}},{"kind":"Field","name":{"kind":"Name","value":"associationName"}},{"kind":"Field","name":{"kind":"Name","value":"dojoName"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteNumber"}},{"kind":"Field","name":{"kind":"Name","value":"receiptUrl"}},{"kind":"Field","name":{"kind":"Name","value":"payable"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}}]}}]} as unknown as DocumentNode<ChargeRecordFragment, unknown>;
export const ChargeRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChargeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Charge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"payerName"}},{"kind":"Field","name":{"kind":"Name","value":"issuerName"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"payable"}}]}}]} as unknown as DocumentNode<ChargeRowFragment, unknown>;
export const CardRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}},{"kind":"Field","name":{"kind":"Name","value":"printable"}},{"kind":"Field","name":{"kind":"Name","value":"dojoId"}},{"kind":"Field","name":{"kind":"Name","value":"dojoName"}},{"kind":"Field","name":{"kind":"Name","value":"lastFeeYear"}},{"kind":"Field","name":{"kind":"Name","value":"age"}}]}}]} as unknown as DocumentNode<CardRowFragment, unknown>;
export const PrintedCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrintedCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dojoName"}},{"kind":"Field","name":{"kind":"Name","value":"associationName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"validatedFeeYear"}},{"kind":"Field","name":{"kind":"Name","value":"checkLink"}}]}}]} as unknown as DocumentNode<PrintedCardFragment, unknown>;
export const CourseDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"clausesActive"}},{"kind":"Field","name":{"kind":"Name","value":"clauses"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"memberPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"organiserName"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canValidate"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}}]}}]} as unknown as DocumentNode<CourseDetailFragment, unknown>;
export const MyCourseRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyCourseRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"organiserName"}}]}}]} as unknown as DocumentNode<MyCourseRowFragment, unknown>;
export const CourseRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}},{"kind":"Field","name":{"kind":"Name","value":"organiserName"}},{"kind":"Field","name":{"kind":"Name","value":"associationId"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canValidate"}},{"kind":"Field","name":{"kind":"Name","value":"canEnrol"}}]}}]} as unknown as DocumentNode<CourseRowFragment, unknown>;
export const DojoRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DojoRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dojo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"associationId"}},{"kind":"Field","name":{"kind":"Name","value":"association"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"visible"}}]}}]} as unknown as DocumentNode<DojoRowFragment, unknown>;
export const DojoDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DojoDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dojo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"associationId"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"maps"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"contactPerson"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"visible"}}]}}]} as unknown as DocumentNode<DojoDetailFragment, unknown>;
export const EnrolmentCourseDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EnrolmentCourseDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"clausesActive"}},{"kind":"Field","name":{"kind":"Name","value":"clauses"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"canEnrol"}},{"kind":"Field","name":{"kind":"Name","value":"marksPayment"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<EnrolmentCourseDetailFragment, unknown>;
export const EnrolmentMemberRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EnrolmentMemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnrolmentRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dojoName"}},{"kind":"Field","name":{"kind":"Name","value":"dojoId"}},{"kind":"Field","name":{"kind":"Name","value":"associationId"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"attended"}},{"kind":"Field","name":{"kind":"Name","value":"clauseAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"eventAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"attended"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}}]}}]}}]} as unknown as DocumentNode<EnrolmentMemberRowFragment, unknown>;
export const FeeValidationRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeeValidationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeeBatchValidation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"memberName"}}]}}]} as unknown as DocumentNode<FeeValidationRowFragment, unknown>;
export const FeeBatchDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeeBatchDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeeBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"dojoId"}},{"kind":"Field","name":{"kind":"Name","value":"dojoName"}},{"kind":"Field","name":{"kind":"Name","value":"associationId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"memberIds"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeeValidationRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeeValidationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeeBatchValidation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"memberName"}}]}}]} as unknown as DocumentNode<FeeBatchDetailFragment, unknown>;
export const FeeCandidateRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeeCandidateRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeeCandidate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"lastFeeYear"}},{"kind":"Field","name":{"kind":"Name","value":"inBatch"}},{"kind":"Field","name":{"kind":"Name","value":"otherBatchId"}}]}}]} as unknown as DocumentNode<FeeCandidateRowFragment, unknown>;
export const FeeBatchRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeeBatchRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeeBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"dojoId"}},{"kind":"Field","name":{"kind":"Name","value":"dojoName"}},{"kind":"Field","name":{"kind":"Name","value":"associationId"}},{"kind":"Field","name":{"kind":"Name","value":"associationName"}},{"kind":"Field","name":{"kind":"Name","value":"adults"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"levelToValidate"}},{"kind":"Field","name":{"kind":"Name","value":"levelToUndo"}}]}}]} as unknown as DocumentNode<FeeBatchRowFragment, unknown>;
export const GradeReadinessFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GradeReadinessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GradeReadiness"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"nextBelt"}},{"kind":"Field","name":{"kind":"Name","value":"hoursAttended"}},{"kind":"Field","name":{"kind":"Name","value":"hoursNeeded"}},{"kind":"Field","name":{"kind":"Name","value":"meetsHours"}},{"kind":"Field","name":{"kind":"Name","value":"daysInGrade"}}]}}]} as unknown as DocumentNode<GradeReadinessFieldsFragment, unknown>;
export const GradeEntryRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GradeEntryRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GradeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"validatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"canValidate"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]} as unknown as DocumentNode<GradeEntryRowFragment, unknown>;
export const HeldGradeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HeldGradeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GradeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"belts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"titles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<HeldGradeFieldsFragment, unknown>;
export const CardCheckFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardCheckFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CardCheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"dojoName"}},{"kind":"Field","name":{"kind":"Name","value":"associationName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"currentYear"}},{"kind":"Field","name":{"kind":"Name","value":"feeValidatedThisYear"}},{"kind":"Field","name":{"kind":"Name","value":"validatedFeeYear"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]} as unknown as DocumentNode<CardCheckFieldsFragment, unknown>;
export const MemberImportResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberImportResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberImportResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<MemberImportResultFieldsFragment, unknown>;
export const MemberDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dni"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isAssociationAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isDojoAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"dojoId"}},{"kind":"Field","name":{"kind":"Name","value":"associationId"}},{"kind":"Field","name":{"kind":"Name","value":"dojo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"association"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"lastFeeYear"}},{"kind":"Field","name":{"kind":"Name","value":"validationLink"}}]}}]} as unknown as DocumentNode<MemberDetailFragment, unknown>;
export const MemberRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}},{"kind":"Field","name":{"kind":"Name","value":"dojoId"}},{"kind":"Field","name":{"kind":"Name","value":"associationId"}},{"kind":"Field","name":{"kind":"Name","value":"dojo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"lastFeeYear"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isAssociationAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isDojoAdmin"}}]}}]} as unknown as DocumentNode<MemberRowFragment, unknown>;
export const ReportTemplateRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportTemplateRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}},{"kind":"Field","name":{"kind":"Name","value":"definition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"}},{"kind":"Field","name":{"kind":"Name","value":"groupBy"}},{"kind":"Field","name":{"kind":"Name","value":"filter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connector"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connector"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"operator"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReportTemplateRowFragment, unknown>;
export const AssociationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Association"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"association"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"series"}}]}}]}}]} as unknown as DocumentNode<AssociationQuery, AssociationQueryVariables>;
export const CreateAssociationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAssociation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssociationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAssociation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateAssociationMutation, CreateAssociationMutationVariables>;
export const UpdateAssociationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAssociation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssociationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAssociation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateAssociationMutation, UpdateAssociationMutationVariables>;
export const AssociationListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssociationList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"associations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssociationRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssociationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Association"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"series"}},{"kind":"Field","name":{"kind":"Name","value":"dojoCount"}}]}}]} as unknown as DocumentNode<AssociationListQuery, AssociationListQueryVariables>;
export const AssociationPositionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssociationPosition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"associationPosition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}]}]}}]} as unknown as DocumentNode<AssociationPositionQuery, AssociationPositionQueryVariables>;
export const DeleteAssociationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAssociation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAssociation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteAssociationMutation, DeleteAssociationMutationVariables>;
export const AssociationConflictsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssociationConflicts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"series"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"exceptId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"associationConflicts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"series"},"value":{"kind":"Variable","name":{"kind":"Name","value":"series"}}},{"kind":"Argument","name":{"kind":"Name","value":"exceptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"exceptId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nameTakenBy"}},{"kind":"Field","name":{"kind":"Name","value":"seriesTakenBy"}}]}}]}}]} as unknown as DocumentNode<AssociationConflictsQuery, AssociationConflictsQueryVariables>;
export const AuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"changedFields"}}]}}]}}]}}]} as unknown as DocumentNode<AuditLogQuery, AuditLogQueryVariables>;
export const ValidationLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ValidationLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mail"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validationLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mail"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mail"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ValidationLinkQuery, ValidationLinkQueryVariables>;
export const SetFirstPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetFirstPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FirstPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setFirstPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SetFirstPasswordMutation, SetFirstPasswordMutationVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mail"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mail"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const BillingSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"owedToYouCents"}},{"kind":"Field","name":{"kind":"Name","value":"overdueToYouCents"}},{"kind":"Field","name":{"kind":"Name","value":"owedByYouCents"}},{"kind":"Field","name":{"kind":"Name","value":"openByYou"}}]}}]}}]} as unknown as DocumentNode<BillingSummaryQuery, BillingSummaryQueryVariables>;
export const ChargeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Charge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"charge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChargeRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChargeRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Charge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"payerName"}},{"kind":"Field","name":{"kind":"Name","value":"issuerName"}},{"kind":"Field","name":{"kind":"Name","value":"associationName"}},{"kind":"Field","name":{"kind":"Name","value":"dojoName"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteNumber"}},{"kind":"Field","name":{"kind":"Name","value":"receiptUrl"}},{"kind":"Field","name":{"kind":"Name","value":"payable"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}}]}}]} as unknown as DocumentNode<ChargeQuery, ChargeQueryVariables>;
export const ChargeListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChargeList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ChargeFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"charges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChargeRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChargeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Charge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"payerName"}},{"kind":"Field","name":{"kind":"Name","value":"issuerName"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"payable"}}]}}]} as unknown as DocumentNode<ChargeListQuery, ChargeListQueryVariables>;
export const ChargePositionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChargePosition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filterBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ChargeFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chargePosition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"filterBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filterBy"}}}]}]}}]} as unknown as DocumentNode<ChargePositionQuery, ChargePositionQueryVariables>;
export const SettlementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Settlements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settlements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"associationId"}},{"kind":"Field","name":{"kind":"Name","value":"associationName"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"owedCents"}},{"kind":"Field","name":{"kind":"Name","value":"settledCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"pendingCents"}}]}}]}}]} as unknown as DocumentNode<SettlementsQuery, SettlementsQueryVariables>;
export const CreateSettlementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSettlement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"associationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSettlement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"associationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"associationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}}]} as unknown as DocumentNode<CreateSettlementMutation, CreateSettlementMutationVariables>;
export const SetTariffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTariff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TariffInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTariff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"adultCents"}},{"kind":"Field","name":{"kind":"Name","value":"childCents"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<SetTariffMutation, SetTariffMutationVariables>;
export const BillingTariffsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingTariffs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tariffs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"associationId"}},{"kind":"Field","name":{"kind":"Name","value":"associationName"}},{"kind":"Field","name":{"kind":"Name","value":"dojoId"}},{"kind":"Field","name":{"kind":"Name","value":"dojoName"}},{"kind":"Field","name":{"kind":"Name","value":"adultCents"}},{"kind":"Field","name":{"kind":"Name","value":"childCents"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<BillingTariffsQuery, BillingTariffsQueryVariables>;
export const MemberCardListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberCardList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dojoId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberCards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"dojoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dojoId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}},{"kind":"Field","name":{"kind":"Name","value":"printable"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}},{"kind":"Field","name":{"kind":"Name","value":"printable"}},{"kind":"Field","name":{"kind":"Name","value":"dojoId"}},{"kind":"Field","name":{"kind":"Name","value":"dojoName"}},{"kind":"Field","name":{"kind":"Name","value":"lastFeeYear"}},{"kind":"Field","name":{"kind":"Name","value":"age"}}]}}]} as unknown as DocumentNode<MemberCardListQuery, MemberCardListQueryVariables>;
export const MemberCardPositionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberCardPosition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dojoId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberCardPosition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"dojoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dojoId"}}}]}]}}]} as unknown as DocumentNode<MemberCardPositionQuery, MemberCardPositionQueryVariables>;
export const RenewCardCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenewCardCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewCardCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"checkLink"}}]}}]}}]} as unknown as DocumentNode<RenewCardCodeMutation, RenewCardCodeMutationVariables>;
export const MemberCardsToPrintDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberCardsToPrint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dojoId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberCardsToPrint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dojoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dojoId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrintedCard"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrintedCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dojoName"}},{"kind":"Field","name":{"kind":"Name","value":"associationName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"validatedFeeYear"}},{"kind":"Field","name":{"kind":"Name","value":"checkLink"}}]}}]} as unknown as DocumentNode<MemberCardsToPrintQuery, MemberCardsToPrintQueryVariables>;
export const ContactInboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactInbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unreadOnly"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"unreadOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unreadOnly"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}}]}}]}}]} as unknown as DocumentNode<ContactInboxQuery, ContactInboxQueryVariables>;
export const MarkContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"read"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"read"},"value":{"kind":"Variable","name":{"kind":"Name","value":"read"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}}]}}]} as unknown as DocumentNode<MarkContactMessageMutation, MarkContactMessageMutationVariables>;
export const CourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Course"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"course"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"clausesActive"}},{"kind":"Field","name":{"kind":"Name","value":"clauses"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"memberPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"organiserName"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canValidate"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}}]}}]} as unknown as DocumentNode<CourseQuery, CourseQueryVariables>;
export const CreateCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CourseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"clausesActive"}},{"kind":"Field","name":{"kind":"Name","value":"clauses"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"memberPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"organiserName"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canValidate"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}}]}}]} as unknown as DocumentNode<CreateCourseMutation, CreateCourseMutationVariables>;
export const UpdateCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CourseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"clausesActive"}},{"kind":"Field","name":{"kind":"Name","value":"clauses"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"memberPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"organiserName"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canValidate"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}}]}}]} as unknown as DocumentNode<UpdateCourseMutation, UpdateCourseMutationVariables>;
export const CourseListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourseList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}},{"kind":"Field","name":{"kind":"Name","value":"organiserName"}},{"kind":"Field","name":{"kind":"Name","value":"associationId"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canValidate"}},{"kind":"Field","name":{"kind":"Name","value":"canEnrol"}}]}}]} as unknown as DocumentNode<CourseListQuery, CourseListQueryVariables>;
export const CoursePositionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CoursePosition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coursePosition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}]}]}}]} as unknown as DocumentNode<CoursePositionQuery, CoursePositionQueryVariables>;
export const MyCoursesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCourses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"associationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCourses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"associationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"associationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyCourseRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyCourseRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"organiserName"}}]}}]} as unknown as DocumentNode<MyCoursesQuery, MyCoursesQueryVariables>;
export const DeleteCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteCourseMutation, DeleteCourseMutationVariables>;
export const ToggleCourseValidationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ToggleCourseValidation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toggleCourseValidation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canValidate"}},{"kind":"Field","name":{"kind":"Name","value":"canEnrol"}}]}}]}}]} as unknown as DocumentNode<ToggleCourseValidationMutation, ToggleCourseValidationMutationVariables>;
export const DojoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dojo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dojo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DojoDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DojoDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dojo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"associationId"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"maps"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"contactPerson"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"visible"}}]}}]} as unknown as DocumentNode<DojoQuery, DojoQueryVariables>;
export const DojoFormOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DojoFormOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"associations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1000"}},{"kind":"ObjectField","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"StringValue","value":"nombre","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"provinces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<DojoFormOptionsQuery, DojoFormOptionsQueryVariables>;
export const CreateDojoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDojo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DojoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDojo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateDojoMutation, CreateDojoMutationVariables>;
export const UpdateDojoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDojo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DojoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDojo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateDojoMutation, UpdateDojoMutationVariables>;
export const DojoListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DojoList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"associationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dojos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"associationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"associationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DojoRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DojoRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dojo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"associationId"}},{"kind":"Field","name":{"kind":"Name","value":"association"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"visible"}}]}}]} as unknown as DocumentNode<DojoListQuery, DojoListQueryVariables>;
export const DojoPositionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DojoPosition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"associationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dojoPosition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"associationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"associationId"}}}]}]}}]} as unknown as DocumentNode<DojoPositionQuery, DojoPositionQueryVariables>;
export const DojoFilterAssociationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DojoFilterAssociation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"association"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DojoFilterAssociationQuery, DojoFilterAssociationQueryVariables>;
export const DeleteDojoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDojo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDojo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteDojoMutation, DeleteDojoMutationVariables>;
export const DojoNameTakenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DojoNameTaken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"associationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"exceptId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dojoNameTakenBy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"associationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"associationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"exceptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"exceptId"}}}]}]}}]} as unknown as DocumentNode<DojoNameTakenQuery, DojoNameTakenQueryVariables>;
export const EnrolmentCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EnrolmentCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<EnrolmentCalendarFeedQuery, EnrolmentCalendarFeedQueryVariables>;
export const RenewCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenewCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<RenewCalendarFeedMutation, RenewCalendarFeedMutationVariables>;
export const EnrolmentCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EnrolmentCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"course"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EnrolmentCourseDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EnrolmentCourseDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"clausesActive"}},{"kind":"Field","name":{"kind":"Name","value":"clauses"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"canEnrol"}},{"kind":"Field","name":{"kind":"Name","value":"marksPayment"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<EnrolmentCourseQuery, EnrolmentCourseQueryVariables>;
export const CourseEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourseEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"column"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EnrolmentSearchColumn"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enrolledOnly"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"column"},"value":{"kind":"Variable","name":{"kind":"Name","value":"column"}}},{"kind":"Argument","name":{"kind":"Name","value":"enrolledOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enrolledOnly"}}},{"kind":"Argument","name":{"kind":"Name","value":"boundedTotal"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EnrolmentMemberRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"returned"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"attended"}},{"kind":"Field","name":{"kind":"Name","value":"eventTotals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EnrolmentMemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnrolmentRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dojoName"}},{"kind":"Field","name":{"kind":"Name","value":"dojoId"}},{"kind":"Field","name":{"kind":"Name","value":"associationId"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"attended"}},{"kind":"Field","name":{"kind":"Name","value":"clauseAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"eventAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"attended"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}}]}}]}}]} as unknown as DocumentNode<CourseEnrolmentQuery, CourseEnrolmentQueryVariables>;
export const SaveEnrolmentChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveEnrolmentChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"changes"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnrolmentChangeInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveEnrolmentChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"changes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"changes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<SaveEnrolmentChangesMutation, SaveEnrolmentChangesMutationVariables>;
export const FeeAssociationOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeeAssociationOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"associations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1000"}},{"kind":"ObjectField","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"StringValue","value":"nombre","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<FeeAssociationOptionsQuery, FeeAssociationOptionsQueryVariables>;
export const FeeDojoOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeeDojoOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"associationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dojos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"associationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"associationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1000"}},{"kind":"ObjectField","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"StringValue","value":"nombre","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<FeeDojoOptionsQuery, FeeDojoOptionsQueryVariables>;
export const FeeBatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeeBatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feeBatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeeBatchDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeeValidationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeeBatchValidation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"memberName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeeBatchDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeeBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"dojoId"}},{"kind":"Field","name":{"kind":"Name","value":"dojoName"}},{"kind":"Field","name":{"kind":"Name","value":"associationId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"memberIds"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeeValidationRow"}}]}}]}}]} as unknown as DocumentNode<FeeBatchQuery, FeeBatchQueryVariables>;
export const CreateFeeBatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFeeBatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FeeBatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFeeBatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeeBatchDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeeValidationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeeBatchValidation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"memberName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeeBatchDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeeBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"dojoId"}},{"kind":"Field","name":{"kind":"Name","value":"dojoName"}},{"kind":"Field","name":{"kind":"Name","value":"associationId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"memberIds"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeeValidationRow"}}]}}]}}]} as unknown as DocumentNode<CreateFeeBatchMutation, CreateFeeBatchMutationVariables>;
export const UpdateFeeBatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFeeBatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FeeBatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFeeBatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeeBatchDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeeValidationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeeBatchValidation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"memberName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeeBatchDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeeBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"dojoId"}},{"kind":"Field","name":{"kind":"Name","value":"dojoName"}},{"kind":"Field","name":{"kind":"Name","value":"associationId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"memberIds"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeeValidationRow"}}]}}]}}]} as unknown as DocumentNode<UpdateFeeBatchMutation, UpdateFeeBatchMutationVariables>;
export const FeeBatchCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeeBatchCandidates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"batchId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dojoId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feeBatchCandidates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}},{"kind":"Argument","name":{"kind":"Name","value":"batchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"batchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"dojoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dojoId"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeeCandidateRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeeCandidateRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeeCandidate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"lastFeeYear"}},{"kind":"Field","name":{"kind":"Name","value":"inBatch"}},{"kind":"Field","name":{"kind":"Name","value":"otherBatchId"}}]}}]} as unknown as DocumentNode<FeeBatchCandidatesQuery, FeeBatchCandidatesQueryVariables>;
export const FeeBatchListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeeBatchList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FeeBatchStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feeBatches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeeBatchRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeeBatchRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeeBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"dojoId"}},{"kind":"Field","name":{"kind":"Name","value":"dojoName"}},{"kind":"Field","name":{"kind":"Name","value":"associationId"}},{"kind":"Field","name":{"kind":"Name","value":"associationName"}},{"kind":"Field","name":{"kind":"Name","value":"adults"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"levelToValidate"}},{"kind":"Field","name":{"kind":"Name","value":"levelToUndo"}}]}}]} as unknown as DocumentNode<FeeBatchListQuery, FeeBatchListQueryVariables>;
export const FeeBatchPositionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeeBatchPosition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FeeBatchStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feeBatchPosition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}]}]}}]} as unknown as DocumentNode<FeeBatchPositionQuery, FeeBatchPositionQueryVariables>;
export const ValidateFeeBatchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ValidateFeeBatches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"level"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validateFeeBatches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"level"},"value":{"kind":"Variable","name":{"kind":"Name","value":"level"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeeBatchRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeeBatchRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeeBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"dojoId"}},{"kind":"Field","name":{"kind":"Name","value":"dojoName"}},{"kind":"Field","name":{"kind":"Name","value":"associationId"}},{"kind":"Field","name":{"kind":"Name","value":"associationName"}},{"kind":"Field","name":{"kind":"Name","value":"adults"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"levelToValidate"}},{"kind":"Field","name":{"kind":"Name","value":"levelToUndo"}}]}}]} as unknown as DocumentNode<ValidateFeeBatchesMutation, ValidateFeeBatchesMutationVariables>;
export const UnvalidateFeeBatchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnvalidateFeeBatches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"level"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unvalidateFeeBatches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"level"},"value":{"kind":"Variable","name":{"kind":"Name","value":"level"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeeBatchRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeeBatchRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeeBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"dojoId"}},{"kind":"Field","name":{"kind":"Name","value":"dojoName"}},{"kind":"Field","name":{"kind":"Name","value":"associationId"}},{"kind":"Field","name":{"kind":"Name","value":"associationName"}},{"kind":"Field","name":{"kind":"Name","value":"adults"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"levelToValidate"}},{"kind":"Field","name":{"kind":"Name","value":"levelToUndo"}}]}}]} as unknown as DocumentNode<UnvalidateFeeBatchesMutation, UnvalidateFeeBatchesMutationVariables>;
export const DeleteFeeBatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFeeBatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFeeBatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteFeeBatchMutation, DeleteFeeBatchMutationVariables>;
export const GradeEntryListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GradeEntryList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"meetsHours"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gradeEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"meetsHours"},"value":{"kind":"Variable","name":{"kind":"Name","value":"meetsHours"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GradeEntryRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GradeEntryRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GradeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"validatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"canValidate"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]} as unknown as DocumentNode<GradeEntryListQuery, GradeEntryListQueryVariables>;
export const GradeEntryPositionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GradeEntryPosition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GradeEntryKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"meetsHours"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gradeEntryPosition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"meetsHours"},"value":{"kind":"Variable","name":{"kind":"Name","value":"meetsHours"}}}]}]}}]} as unknown as DocumentNode<GradeEntryPositionQuery, GradeEntryPositionQueryVariables>;
export const GradeModalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GradeModal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"belts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"primaryColour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"titles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberGradeRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HeldGradeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gradeReadiness"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GradeReadinessFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HeldGradeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GradeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"belts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"titles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GradeReadinessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GradeReadiness"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"nextBelt"}},{"kind":"Field","name":{"kind":"Name","value":"hoursAttended"}},{"kind":"Field","name":{"kind":"Name","value":"hoursNeeded"}},{"kind":"Field","name":{"kind":"Name","value":"meetsHours"}},{"kind":"Field","name":{"kind":"Name","value":"daysInGrade"}}]}}]} as unknown as DocumentNode<GradeModalQuery, GradeModalQueryVariables>;
export const SaveMemberGradesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveMemberGrades"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GradeRecordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveMemberGrades"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HeldGradeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HeldGradeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GradeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"belts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"titles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<SaveMemberGradesMutation, SaveMemberGradesMutationVariables>;
export const ToggleGradeValidationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ToggleGradeValidation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GradeEntryKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toggleGradeValidation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}]}]}}]} as unknown as DocumentNode<ToggleGradeValidationMutation, ToggleGradeValidationMutationVariables>;
export const DeleteGradeEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteGradeEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GradeEntryKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteGradeEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteGradeEntryMutation, DeleteGradeEntryMutationVariables>;
export const SwitchProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SwitchProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SwitchProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"switchProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<SwitchProfileMutation, SwitchProfileMutationVariables>;
export const SetPermissionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPermission"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoleToggle"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPermission"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}},{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<SetPermissionMutation, SetPermissionMutationVariables>;
export const CardCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CardCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardCheckFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardCheckFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CardCheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"dojoName"}},{"kind":"Field","name":{"kind":"Name","value":"associationName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"currentYear"}},{"kind":"Field","name":{"kind":"Name","value":"feeValidatedThisYear"}},{"kind":"Field","name":{"kind":"Name","value":"validatedFeeYear"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]} as unknown as DocumentNode<CardCheckQuery, CardCheckQueryVariables>;
export const MemberFeesPanelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberFeesPanel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberFees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"dojoId"}},{"kind":"Field","name":{"kind":"Name","value":"dojoName"}}]}}]}}]} as unknown as DocumentNode<MemberFeesPanelQuery, MemberFeesPanelQueryVariables>;
export const GradesPanelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GradesPanel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"belts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"primaryColour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberGradeRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HeldGradeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HeldGradeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GradeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"belts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"titles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<GradesPanelQuery, GradesPanelQueryVariables>;
export const GradesPanelReadinessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GradesPanelReadiness"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gradeReadiness"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GradeReadinessFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GradeReadinessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GradeReadiness"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"nextBelt"}},{"kind":"Field","name":{"kind":"Name","value":"hoursAttended"}},{"kind":"Field","name":{"kind":"Name","value":"hoursNeeded"}},{"kind":"Field","name":{"kind":"Name","value":"meetsHours"}},{"kind":"Field","name":{"kind":"Name","value":"daysInGrade"}}]}}]} as unknown as DocumentNode<GradesPanelReadinessQuery, GradesPanelReadinessQueryVariables>;
export const MemberViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dni"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isAssociationAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isDojoAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"dojoId"}},{"kind":"Field","name":{"kind":"Name","value":"associationId"}},{"kind":"Field","name":{"kind":"Name","value":"dojo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"association"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"lastFeeYear"}},{"kind":"Field","name":{"kind":"Name","value":"validationLink"}}]}}]} as unknown as DocumentNode<MemberViewQuery, MemberViewQueryVariables>;
export const OwnCoursesPanelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OwnCoursesPanel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCourses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]}}]} as unknown as DocumentNode<OwnCoursesPanelQuery, OwnCoursesPanelQueryVariables>;
export const EraseMemberPersonalDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EraseMemberPersonalData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eraseMemberPersonalData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<EraseMemberPersonalDataMutation, EraseMemberPersonalDataMutationVariables>;
export const UpcomingCoursesPanelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UpcomingCoursesPanel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicCourses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]}}]}}]} as unknown as DocumentNode<UpcomingCoursesPanelQuery, UpcomingCoursesPanelQueryVariables>;
export const ImportMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberImportInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"dryRun"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberImportResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberImportResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberImportResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ImportMembersMutation, ImportMembersMutationVariables>;
export const MemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Member"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dni"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isAssociationAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isDojoAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"dojoId"}},{"kind":"Field","name":{"kind":"Name","value":"associationId"}},{"kind":"Field","name":{"kind":"Name","value":"dojo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"association"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"lastFeeYear"}},{"kind":"Field","name":{"kind":"Name","value":"validationLink"}}]}}]} as unknown as DocumentNode<MemberQuery, MemberQueryVariables>;
export const CreateMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dni"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isAssociationAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isDojoAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"dojoId"}},{"kind":"Field","name":{"kind":"Name","value":"associationId"}},{"kind":"Field","name":{"kind":"Name","value":"dojo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"association"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"lastFeeYear"}},{"kind":"Field","name":{"kind":"Name","value":"validationLink"}}]}}]} as unknown as DocumentNode<CreateMemberMutation, CreateMemberMutationVariables>;
export const UpdateMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberDetail"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dni"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isAssociationAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isDojoAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"dojoId"}},{"kind":"Field","name":{"kind":"Name","value":"associationId"}},{"kind":"Field","name":{"kind":"Name","value":"dojo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"association"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"lastFeeYear"}},{"kind":"Field","name":{"kind":"Name","value":"validationLink"}}]}}]} as unknown as DocumentNode<UpdateMemberMutation, UpdateMemberMutationVariables>;
export const MemberAssociationOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberAssociationOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"associations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1000"}},{"kind":"ObjectField","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"StringValue","value":"nombre","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<MemberAssociationOptionsQuery, MemberAssociationOptionsQueryVariables>;
export const MemberDojoOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberDojoOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"associationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dojos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"associationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"associationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1000"}},{"kind":"ObjectField","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"StringValue","value":"nombre","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<MemberDojoOptionsQuery, MemberDojoOptionsQueryVariables>;
export const MemberListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dojoId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"dojoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dojoId"}}},{"kind":"Argument","name":{"kind":"Name","value":"boundedTotal"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}},{"kind":"Field","name":{"kind":"Name","value":"dojoId"}},{"kind":"Field","name":{"kind":"Name","value":"associationId"}},{"kind":"Field","name":{"kind":"Name","value":"dojo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"lastFeeYear"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isAssociationAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isDojoAdmin"}}]}}]} as unknown as DocumentNode<MemberListQuery, MemberListQueryVariables>;
export const MemberPositionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberPosition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dojoId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberPosition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"dojoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dojoId"}}}]}]}}]} as unknown as DocumentNode<MemberPositionQuery, MemberPositionQueryVariables>;
export const MemberListDojoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberListDojo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dojo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"associationId"}}]}}]}}]} as unknown as DocumentNode<MemberListDojoQuery, MemberListDojoQueryVariables>;
export const ResetMemberPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetMemberPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetMemberPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResetMemberPasswordMutation, ResetMemberPasswordMutationVariables>;
export const MemberMailTakenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberMailTaken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mail"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"exceptId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberMailTaken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mail"}}},{"kind":"Argument","name":{"kind":"Name","value":"exceptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"exceptId"}}}]}]}}]} as unknown as DocumentNode<MemberMailTakenQuery, MemberMailTakenQueryVariables>;
export const MemberNumberTakenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberNumberTaken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"exceptId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberNumberTaken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"exceptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"exceptId"}}}]}]}}]} as unknown as DocumentNode<MemberNumberTakenQuery, MemberNumberTakenQueryVariables>;
export const DeleteMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteMemberMutation, DeleteMemberMutationVariables>;
export const StartPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chargeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"method"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"chargeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chargeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"method"},"value":{"kind":"Variable","name":{"kind":"Name","value":"method"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"Ds_SignatureVersion"}},{"kind":"Field","name":{"kind":"Name","value":"Ds_MerchantParameters"}},{"kind":"Field","name":{"kind":"Name","value":"Ds_Signature"}}]}}]}}]}}]} as unknown as DocumentNode<StartPaymentMutation, StartPaymentMutationVariables>;
export const PublicHomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicHome"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courses"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicCourses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courses"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"publicDojoPlaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lon"}},{"kind":"Field","name":{"kind":"Name","value":"provinces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lon"}}]}}]}}]}}]} as unknown as DocumentNode<PublicHomeQuery, PublicHomeQueryVariables>;
export const PublicDojoCardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicDojoCards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"country"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"province"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicDojos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"country"},"value":{"kind":"Variable","name":{"kind":"Name","value":"country"}}},{"kind":"Argument","name":{"kind":"Name","value":"province"},"value":{"kind":"Variable","name":{"kind":"Name","value":"province"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"contactPerson"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"maps"}}]}}]}}]} as unknown as DocumentNode<PublicDojoCardsQuery, PublicDojoCardsQueryVariables>;
export const ReportViewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportViews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportViews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ReportViewsQuery, ReportViewsQueryVariables>;
export const ReportFieldsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportFields"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"view"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportFields"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"Variable","name":{"kind":"Name","value":"view"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"groupable"}},{"kind":"Field","name":{"kind":"Name","value":"aggregatable"}},{"kind":"Field","name":{"kind":"Name","value":"functions"}}]}}]}}]} as unknown as DocumentNode<ReportFieldsQuery, ReportFieldsQueryVariables>;
export const ReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Report"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"returned"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<ReportQuery, ReportQueryVariables>;
export const ReportValuesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportValues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"view"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"field"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportValues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"Variable","name":{"kind":"Name","value":"view"}}},{"kind":"Argument","name":{"kind":"Name","value":"field"},"value":{"kind":"Variable","name":{"kind":"Name","value":"field"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<ReportValuesQuery, ReportValuesQueryVariables>;
export const AddReportTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddReportTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addReportTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddReportTemplateMutation, AddReportTemplateMutationVariables>;
export const AddTemplateRowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddTemplateRow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addReportTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddTemplateRowMutation, AddTemplateRowMutationVariables>;
export const UpdateReportTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateReportTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateReportTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateReportTemplateMutation, UpdateReportTemplateMutationVariables>;
export const DeleteReportTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteReportTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteReportTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteReportTemplateMutation, DeleteReportTemplateMutationVariables>;
export const ReportTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportTemplates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"view"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"Variable","name":{"kind":"Name","value":"view"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportTemplateRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportTemplateRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}},{"kind":"Field","name":{"kind":"Name","value":"definition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"}},{"kind":"Field","name":{"kind":"Name","value":"groupBy"}},{"kind":"Field","name":{"kind":"Name","value":"filter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connector"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connector"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"operator"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReportTemplatesQuery, ReportTemplatesQueryVariables>;
export const DefaultReportTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DefaultReportTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultReportTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportTemplateRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportTemplateRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}},{"kind":"Field","name":{"kind":"Name","value":"definition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"}},{"kind":"Field","name":{"kind":"Name","value":"groupBy"}},{"kind":"Field","name":{"kind":"Name","value":"filter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connector"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connector"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"operator"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DefaultReportTemplateQuery, DefaultReportTemplateQueryVariables>;
export const TemplateViewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TemplateViews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportViews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<TemplateViewsQuery, TemplateViewsQueryVariables>;
export const SepaCreditorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SepaCreditor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"associationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sepaCreditor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"associationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"associationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"associationId"}},{"kind":"Field","name":{"kind":"Name","value":"creditorId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"bic"}}]}}]}}]} as unknown as DocumentNode<SepaCreditorQuery, SepaCreditorQueryVariables>;
export const SaveSepaCreditorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSepaCreditor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"associationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SepaCreditorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSepaCreditor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"associationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"associationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"associationId"}},{"kind":"Field","name":{"kind":"Name","value":"creditorId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"bic"}}]}}]}}]} as unknown as DocumentNode<SaveSepaCreditorMutation, SaveSepaCreditorMutationVariables>;
export const SaveMandateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveMandate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MandateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveMandate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SaveMandateMutation, SaveMandateMutationVariables>;
export const SepaMandatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SepaMandates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mandates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"payerKind"}},{"kind":"Field","name":{"kind":"Name","value":"payerId"}},{"kind":"Field","name":{"kind":"Name","value":"payerName"}},{"kind":"Field","name":{"kind":"Name","value":"debtorName"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"ibanMasked"}},{"kind":"Field","name":{"kind":"Name","value":"bic"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"signedOn"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}}]} as unknown as DocumentNode<SepaMandatesQuery, SepaMandatesQueryVariables>;
export const SepaRemittancesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SepaRemittances"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"remittances"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creditorName"}},{"kind":"Field","name":{"kind":"Name","value":"collectionDate"}},{"kind":"Field","name":{"kind":"Name","value":"debitCount"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"firstCount"}},{"kind":"Field","name":{"kind":"Name","value":"recurrentCount"}},{"kind":"Field","name":{"kind":"Name","value":"returnedCount"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]}}]}}]} as unknown as DocumentNode<SepaRemittancesQuery, SepaRemittancesQueryVariables>;
export const CreateRemittanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRemittance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"collectionDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRemittance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"collectionDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"collectionDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"debitCount"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}}]} as unknown as DocumentNode<CreateRemittanceMutation, CreateRemittanceMutationVariables>;
export const CurrentMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentMember"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"associationId"}},{"kind":"Field","name":{"kind":"Name","value":"dojoId"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"associationAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"dojoAdmin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"originalRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"associationAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"dojoAdmin"}}]}}]}}]}}]} as unknown as DocumentNode<CurrentMemberQuery, CurrentMemberQueryVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const WarningsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fees"}},{"kind":"Field","name":{"kind":"Name","value":"courses"}},{"kind":"Field","name":{"kind":"Name","value":"grades"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}}]}}]}}]} as unknown as DocumentNode<WarningsQuery, WarningsQueryVariables>;
export const StatementLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatementLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StatementLineFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statementLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileLine"}},{"kind":"Field","name":{"kind":"Name","value":"bookedOn"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"concept"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"endToEndId"}},{"kind":"Field","name":{"kind":"Name","value":"returnReason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"chargeReference"}}]}}]}}]}}]} as unknown as DocumentNode<StatementLinesQuery, StatementLinesQueryVariables>;
export const MatchStatementLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MatchStatementLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lineId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chargeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matchStatementLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lineId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lineId"}}},{"kind":"Argument","name":{"kind":"Name","value":"chargeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chargeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"chargeReference"}}]}}]}}]} as unknown as DocumentNode<MatchStatementLineMutation, MatchStatementLineMutationVariables>;
export const DismissStatementLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DismissStatementLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lineId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dismissStatementLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lineId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lineId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<DismissStatementLineMutation, DismissStatementLineMutationVariables>;
export const BankStatementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankStatements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankStatements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"creditCents"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"matchedCount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingCount"}},{"kind":"Field","name":{"kind":"Name","value":"dismissedCount"}},{"kind":"Field","name":{"kind":"Name","value":"returnCount"}},{"kind":"Field","name":{"kind":"Name","value":"importedAt"}}]}}]}}]}}]} as unknown as DocumentNode<BankStatementsQuery, BankStatementsQueryVariables>;
export const AssociationOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssociationOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"associations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1000"}},{"kind":"ObjectField","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"StringValue","value":"nombre","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AssociationOptionsQuery, AssociationOptionsQueryVariables>;
export const DojoOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DojoOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"associationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dojos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"associationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"associationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1000"}},{"kind":"ObjectField","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"StringValue","value":"nombre","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<DojoOptionsQuery, DojoOptionsQueryVariables>;
export const ValidationInboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ValidationInbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationKind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validationInbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"fees"}},{"kind":"Field","name":{"kind":"Name","value":"grades"}},{"kind":"Field","name":{"kind":"Name","value":"courses"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"dojoName"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]}}]} as unknown as DocumentNode<ValidationInboxQuery, ValidationInboxQueryVariables>;