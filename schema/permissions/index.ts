export * from './associations';
export * from './dojos';
export * from './members';
export * from './roles';
