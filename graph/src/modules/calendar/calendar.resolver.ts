import { Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphContext } from '../../graphql/context';
import { feedUrl } from './calendar.url';

@ObjectType('CalendarFeed', { description: "A member's private iCalendar feed" })
export class CalendarFeedType {
  @Field(() => String, { description: 'The secret URL a calendar application subscribes to' })
  url!: string;
}

/** GET /v1/cursos/calendario and POST /v1/cursos/calendario/renovar. */
@Resolver()
export class CalendarResolver {
  @Query(() => CalendarFeedType, { description: "GET /v1/cursos/calendario: the caller's private feed URL" })
  async calendarFeed(@Ctx() ctx: GraphContext): Promise<CalendarFeedType> {
    return { url: feedUrl(ctx.res.req, await ctx.services.calendars.feedPath(ctx), ctx.lang) };
  }

  @Mutation(() => CalendarFeedType, {
    description: 'POST /v1/cursos/calendario/renovar: a new secret URL; the old one stops answering',
  })
  async renewCalendarFeed(@Ctx() ctx: GraphContext): Promise<CalendarFeedType> {
    return { url: feedUrl(ctx.res.req, await ctx.services.calendars.renew(ctx), ctx.lang) };
  }
}
