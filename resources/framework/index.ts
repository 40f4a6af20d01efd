export * from './fields';
export * from './rules';
export * from './validate';
export * from './defineResource';
export * from './scope';
export * from './validationMessages';
export * from './password';
export * from './category';
