import { driveMatrix } from './drive';

driveMatrix('fees');
