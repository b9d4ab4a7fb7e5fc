import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A message sent from the public contact form. */
@Entity({ tableName: 'mensaje_contacto' })
@Check({
  name: 'mensaje_contacto_no_vacio',
  expression: "btrim(nombre) <> '' AND btrim(email) <> '' AND btrim(mensaje) <> ''",
})
@Check({ name: 'mensaje_contacto_longitud', expression: 'char_length(mensaje) <= 5000' })
export class ContactMessage {
  @PrimaryKey({ fieldName: 'id' })
  id!: number;

  @Property({ fieldName: 'nombre', length: 100 })
  name!: string;

  @Property({ length: 254 })
  email!: string;

  @Property({ fieldName: 'mensaje', columnType: 'text' })
  message!: string;

  @Property({ fieldName: 'idioma', length: 2, default: 'es' })
  language: string = 'es';

  @Property({ fieldName: 'fecha', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
