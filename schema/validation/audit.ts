/**
 * The audit log's vocabulary, shared by the server (filters checked against it) and the client
 * (its filter lists): the records the triggers follow (Migration20261127110000) and the actions.
 */
export const AUDITED_TABLES = [
  'asociacion',
  'dojo',
  'asociado',
  'remesa',
  'remesa_validacion',
  'curso',
  'inscripcion',
  'grado',
  'asociado_titulo',
  'tarifa',
  'cargo',
  'factura',
  'pago',
  'acreedor_sepa',
  'mandato',
  'remesa_sepa',
  'adeudo',
  'extracto',
  'extracto_linea',
] as const;

export const AUDIT_ACTIONS = ['alta', 'cambio', 'baja', 'validacion', 'acceso'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
