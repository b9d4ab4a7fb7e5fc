import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Course } from './course.entity';

/** A session (S) or an event (E) of a course. */
@Entity({ tableName: 'curso_sesion' })
@Index({ name: 'curso_sesion_curso_fecha_index', properties: ['course', 'date'] })
@Check({ name: 'curso_sesion_descripcion_no_vacia', expression: "btrim(descripcion) <> ''" })
@Check({
  name: 'curso_sesion_precio',
  expression: "(precio_cent >= 0) AND (precio_cent <= 10000000) AND ((tipo = 'E') OR (precio_cent = 0))",
})
export class CourseSession {
  @PrimaryKey({ fieldName: 'id_ses' })
  id!: number;

  @ManyToOne(() => Course, { fieldName: 'cf_curso', deleteRule: 'cascade' })
  course!: Course;

  @Property({ fieldName: 'fecha', columnType: 'date', type: 'date' })
  date!: string;

  @Property({ fieldName: 'hora_ini', columnType: 'time(0)', type: 'time', default: '00:00:00' })
  startTime: string = '00:00';

  @Property({ fieldName: 'hora_fin', columnType: 'time(0)', type: 'time', default: '23:00:00' })
  endTime: string = '23:00';

  @Property({ fieldName: 'descripcion', length: 80 })
  description!: string;

  @Enum({ fieldName: 'tipo', items: ['S', 'E'] })
  kind!: 'S' | 'E';

  /** An event's price per person who attends it, in cents (issue 30); 0 free. */
  @Property({ fieldName: 'precio_cent', default: 0 })
  priceCents: number = 0;
}
