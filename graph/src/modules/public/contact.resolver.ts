import { Arg, Ctx, Extensions, FieldResolver, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphContext } from '../../graphql/context';
import { PUBLIC_OPERATION } from '../../graphql/public-operation';
import { WarningsType } from '../../graphql/warnings';
import { ListInput, listRequest } from '../common/list/list.types';
import { ContactMessagePageType, ContactMessageType } from './contact.types';
import { ContactMessageInput } from './contact.inputs';

@Resolver()
export class ContactResolver {
  @Mutation(() => Boolean, {
    description:
      "POST /v1/contacto, no session needed: stores the message (and mails it when SMTP is set); sent with a session, it is the member's (their data export and erasure reach it)",
  })
  @Extensions(PUBLIC_OPERATION)
  async sendContactMessage(
    @Ctx() ctx: GraphContext,
    @Arg('input', () => ContactMessageInput) input: ContactMessageInput,
  ): Promise<boolean> {
    await ctx.services.contact.send(ctx, { ...input, trap: input.website });
    return true;
  }

  @Query(() => ContactMessagePageType, {
    description:
      'GET /v1/contacto: the contact inbox, newest first (national administrator); page: offset and limit (15, 50, 100)',
  })
  async contactMessages(
    @Ctx() ctx: GraphContext,
    @Arg('page', () => ListInput, { nullable: true }) page?: ListInput,
    @Arg('unreadOnly', { nullable: true, description: 'noLeidos: only the unread ones' })
    unreadOnly?: boolean,
  ) {
    return ctx.services.contact.inbox(ctx, listRequest(page), unreadOnly ?? false);
  }

  @Mutation(() => ContactMessageType, {
    description: 'POST /v1/contacto/leido: marks a message read or unread',
  })
  async markContactMessage(
    @Ctx() ctx: GraphContext,
    @Arg('id', () => Int) id: number,
    @Arg('read') read: boolean,
  ) {
    return ctx.services.contact.markRead(ctx, id, read);
  }
}

@Resolver(() => WarningsType)
export class ContactWarningsResolver {
  @FieldResolver(() => Int, {
    description: 'GET /v1/contacto/warnings: unread contact messages (national administrator)',
  })
  async contact(@Ctx() ctx: GraphContext): Promise<number> {
    return ctx.services.contact.countUnread(ctx);
  }
}
