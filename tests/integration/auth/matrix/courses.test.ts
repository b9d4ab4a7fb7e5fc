import { driveMatrix } from './drive';

driveMatrix('courses');
