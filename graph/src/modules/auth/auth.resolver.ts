import { Arg, Ctx, Extensions, Int, Mutation, Query, Resolver } from 'type-graphql';
import { translate } from '@federa/schema/i18n';
import type { GraphContext } from '../../graphql/context';
import { PUBLIC_OPERATION } from '../../graphql/public-operation';
import type { Session } from './auth.service';
import { ChangePasswordInput, FirstPasswordInput, RoleToggleEnum, SwitchProfileInput } from './auth.inputs';
import { MessageType } from '../../graphql/message';
import { PasswordResetType, SessionType, SessionUser, ValidationLinkType } from './auth.types';
import { sessionUser } from './session-view';
import { validationLinkPath } from '../members/validation-link';

function session(ctx: GraphContext, result: Session, messageKey: string): SessionType {
  return { token: result.token, message: translate(ctx.lang, messageKey), user: sessionUser(result) };
}

@Resolver()
export class AuthResolver {
  @Query(() => SessionUser, {
    nullable: true,
    description: 'The signed-in member, or null without a session',
  })
  async me(@Ctx() ctx: GraphContext): Promise<SessionUser | null> {
    const session = await ctx.services.auth.me(ctx);
    return session && sessionUser(session);
  }

  @Mutation(() => SessionType, { description: 'POST /v1/login' })
  @Extensions(PUBLIC_OPERATION)
  async signIn(
    @Arg('mail') mail: string,
    @Arg('password') password: string,
    @Ctx() ctx: GraphContext,
  ): Promise<SessionType> {
    return session(ctx, await ctx.services.auth.signIn(ctx, mail, password), 'auth.signedIn');
  }

  @Query(() => ValidationLinkType, { description: '/v1/valida: is this validation link usable?' })
  @Extensions(PUBLIC_OPERATION)
  async validationLink(
    @Arg('mail') mail: string,
    @Arg('code') code: string,
    @Ctx() ctx: GraphContext,
  ): Promise<ValidationLinkType> {
    const member = await ctx.services.auth.checkValidationLink(ctx, mail, code);
    return {
      message: translate(ctx.lang, 'auth.validationLinkOk'),
      mail: member.mail ?? mail,
      firstName: member.firstName,
      memberNumber: member.memberNumber,
    };
  }

  @Mutation(() => MessageType, { description: 'POST /v1/mod with the validation code: the first password' })
  @Extensions(PUBLIC_OPERATION)
  async setFirstPassword(
    @Arg('input') input: FirstPasswordInput,
    @Ctx() ctx: GraphContext,
  ): Promise<MessageType> {
    await ctx.services.auth.setFirstPassword(ctx, input);
    return { message: translate(ctx.lang, 'auth.passwordSet') };
  }

  @Mutation(() => SessionType, { description: 'POST /v1/mod with the current password; other sessions end' })
  async changePassword(
    @Arg('input') input: ChangePasswordInput,
    @Ctx() ctx: GraphContext,
  ): Promise<SessionType> {
    return session(ctx, await ctx.services.auth.changePassword(ctx, input), 'auth.passwordSet');
  }

  @Mutation(() => SessionType, { description: '/v1/modPermisos: switch one of your roles on or off' })
  async setPermission(
    @Arg('role', () => RoleToggleEnum) role: RoleToggleEnum,
    @Arg('enabled') enabled: boolean,
    @Ctx() ctx: GraphContext,
  ): Promise<SessionType> {
    return session(ctx, await ctx.services.auth.setPermission(ctx, role, enabled), 'auth.permissionChanged');
  }

  @Mutation(() => SessionType, { description: '/v1/modPerfil: work as another association or dojo' })
  async switchProfile(
    @Arg('input') input: SwitchProfileInput,
    @Ctx() ctx: GraphContext,
  ): Promise<SessionType> {
    return session(
      ctx,
      await ctx.services.auth.switchProfile(ctx, input.kind, input.id),
      'auth.profileChanged',
    );
  }

  @Mutation(() => MessageType, { description: "POST /v1/logout: ends this session's token (not the others)" })
  async signOut(@Ctx() ctx: GraphContext): Promise<MessageType> {
    await ctx.services.auth.signOut(ctx);
    return { message: translate(ctx.lang, 'auth.signedOut') };
  }

  @Mutation(() => PasswordResetType, { description: '/v1/asociados/resetPSW: issue a new validation link' })
  async resetMemberPassword(
    @Arg('memberId', () => Int) memberId: number,
    @Ctx() ctx: GraphContext,
  ): Promise<PasswordResetType> {
    const { member, validationCode } = await ctx.services.auth.resetPassword(ctx, memberId);
    return {
      message: translate(ctx.lang, 'auth.passwordReset'),
      validationCode,
      link: validationLinkPath(ctx.lang, member, validationCode),
    };
  }
}
