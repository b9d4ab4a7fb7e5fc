import type { EntityManager } from '@mikro-orm/postgresql';
import { isAnyAdministrator } from '@federa/schema/permissions';
import type { FieldError } from '@federa/schema/validation/auth';
import {
  MAX_TEMPLATES_PER_VIEW,
  TEMPLATE_DESCRIPTION_MAX,
  TEMPLATE_NAME_MAX,
  templateNameProblem,
} from '@federa/schema/validation/reports';
import { requireCaller, type Caller, type RequestContext } from '../common/caller';
import { fromDatabaseError } from '../common/database-errors';
import { DomainError } from '../common/domain-error';
import type { ViewSpec } from '../common/report-view';
import { Member } from '../members/member.entity';
import { definitionFromRest, definitionToRest, type ReportDefinitionInput } from './report.config';
import { cleanDefinition, validateDefinition } from './report.validate';
import { ReportTemplate, type ReportDefinition } from './report-template.entity';
import type { ReportService } from './report.service';

export type TemplateInput = {
  view: string;
  name: string;
  description?: string | null;
  isDefault?: boolean | null;
  definition: ReportDefinitionInput;
};

/** A template as the doors answer it: its definition cleaned against today's catalogue. */
export type TemplateView = {
  id: number;
  view: string;
  name: string;
  description: string | null;
  isDefault: boolean;
  createdAt: Date;
  definition: ReportDefinitionInput;
  /** What the stored definition held that today's catalogue no longer has. */
  dropped: string[];
};

const EMPTY: ReportDefinitionInput = { fields: [], groupBy: [], filter: null };

/** A stored definition read back: what no longer parses is dropped, never an error on loading. */
type ViewLookup = (code: unknown) => ViewSpec | undefined;

function readDefinition(
  template: ReportTemplate,
  viewOf: ViewLookup,
): { definition: ReportDefinitionInput; dropped: string[] } {
  const view = viewOf(template.view);
  const json: unknown = template.definition;
  if (!json || typeof json !== 'object' || Array.isArray(json))
    return { definition: EMPTY, dropped: ['plantilla'] };
  let stored: ReportDefinitionInput;
  try {
    stored = definitionFromRest(json as Record<string, unknown>);
  } catch {
    return { definition: EMPTY, dropped: ['plantilla'] };
  }
  if (!view) return { definition: EMPTY, dropped: [template.view] };
  return cleanDefinition(view, stored);
}

function viewOfTemplate(template: ReportTemplate, viewOf: ViewLookup): TemplateView {
  return {
    id: template.id,
    view: template.view,
    name: template.name,
    description: template.description ?? null,
    isDefault: template.isDefault,
    createdAt: template.createdAt,
    ...readDefinition(template, viewOf),
  };
}

/**
 * Report templates (part 3 §2, §5, §7). Each administrator's own: nobody lists, loads, changes or
 * deletes another's (another's id is not found), names are unique per author and view, and each
 * author has one default at most, which the screen opens on.
 */
export class ReportTemplateService {
  constructor(private readonly reports: ReportService) {}

  private readonly viewOf: ViewLookup = (code) => this.reports.findView(code);

  private admin(ctx: RequestContext): Caller {
    const caller = requireCaller(ctx);
    if (!isAnyAdministrator(caller.roles)) throw DomainError.forbidden();
    return caller;
  }

  async list(ctx: RequestContext, view: unknown): Promise<TemplateView[]> {
    const caller = this.admin(ctx);
    const code = this.reports.view(view).code;
    const rows = await ctx.em.find(
      ReportTemplate,
      { author: caller.memberId, view: code },
      { orderBy: { name: 'asc', id: 'asc' } },
    );
    return rows.map((row) => viewOfTemplate(row, this.viewOf));
  }

  /** The caller's default template, if any (of a view that still exists). */
  async defaultTemplate(ctx: RequestContext): Promise<TemplateView | null> {
    const caller = this.admin(ctx);
    const row = await ctx.em.findOne(ReportTemplate, { author: caller.memberId, isDefault: true });
    return row && this.viewOf(row.view) ? viewOfTemplate(row, this.viewOf) : null;
  }

  async get(ctx: RequestContext, id: number): Promise<TemplateView> {
    return viewOfTemplate(await this.own(ctx.em, this.admin(ctx), id), this.viewOf);
  }

  async add(ctx: RequestContext, input: TemplateInput): Promise<TemplateView> {
    const caller = this.admin(ctx);
    return this.save(ctx, caller, input, null);
  }

  async update(ctx: RequestContext, id: number, input: TemplateInput): Promise<TemplateView> {
    const caller = this.admin(ctx);
    return this.save(ctx, caller, input, id);
  }

  async remove(ctx: RequestContext, id: number): Promise<void> {
    const caller = this.admin(ctx);
    await ctx.em.transactional(async (tx) => {
      tx.remove(await this.own(tx, caller, id));
    });
  }

  private async own(em: EntityManager, caller: Caller, id: number): Promise<ReportTemplate> {
    const row = Number.isSafeInteger(id)
      ? await em.findOne(ReportTemplate, { id, author: caller.memberId })
      : null;
    if (!row) throw DomainError.notFound('reports.templateNotFound');
    return row;
  }

  /** Part 3 §5, all checked before anything is written; the default moves in the same transaction. */
  private check(input: TemplateInput): {
    name: string;
    description: string | null;
    definition: ReportDefinition;
  } {
    const view = this.reports.view(input.view);
    const errors: FieldError[] = [];
    const nameProblem = templateNameProblem(input.name);
    if (nameProblem) errors.push({ field: 'name', key: nameProblem, params: { max: TEMPLATE_NAME_MAX } });
    const description = input.description?.trim() ? input.description.trim() : null;
    if (description && input.description!.length > TEMPLATE_DESCRIPTION_MAX)
      errors.push({ field: 'description', key: 'common.tooLong', params: { max: TEMPLATE_DESCRIPTION_MAX } });
    if (errors.length) throw DomainError.invalid(errors);
    validateDefinition(view, input.definition);
    return {
      name: input.name.trim(),
      description,
      definition: definitionToRest(input.definition) as ReportDefinition,
    };
  }

  private async save(
    ctx: RequestContext,
    caller: Caller,
    input: TemplateInput,
    id: number | null,
  ): Promise<TemplateView> {
    const checked = this.check(input);
    try {
      return await ctx.em.transactional(async (tx) => {
        const row = id === null ? new ReportTemplate() : await this.own(tx, caller, id);
        const taken = await tx.findOne(ReportTemplate, {
          author: caller.memberId,
          view: input.view,
          name: checked.name,
          ...(id !== null && { id: { $ne: id } }),
        });
        if (taken) throw DomainError.invalid([{ field: 'name', key: 'reports.templateNameTaken' }]);
        const count = await tx.count(ReportTemplate, {
          author: caller.memberId,
          view: input.view,
          ...(id !== null && { id: { $ne: id } }),
        });
        if (count >= MAX_TEMPLATES_PER_VIEW)
          throw new DomainError('BAD_USER_INPUT', 'reports.tooManyTemplates', {
            params: { max: MAX_TEMPLATES_PER_VIEW },
          });
        if (input.isDefault) {
          // One default per author: the previous one stops being it, in this transaction.
          await tx.nativeUpdate(
            ReportTemplate,
            { author: caller.memberId, isDefault: true, ...(id !== null && { id: { $ne: id } }) },
            { isDefault: false },
          );
        }
        row.view = input.view;
        row.name = checked.name;
        row.description = checked.description;
        row.isDefault = !!input.isDefault;
        row.definition = checked.definition;
        row.author = tx.getReference(Member, caller.memberId);
        tx.persist(row);
        await tx.flush();
        return viewOfTemplate(row, this.viewOf);
      });
    } catch (error) {
      throw fromDatabaseError(error) ?? error;
    }
  }
}
