import { registerEnumType } from 'type-graphql';

export enum Language {
  es = 'es',
  en = 'en',
  fr = 'fr',
}
registerEnumType(Language, { name: 'Language', description: 'Language of the messages in the answer' });
