// The es tree: server messages (common, auth, ...) and the web client's screen texts (web.*),
// each screen area in its own file (web/<area>.es.json) under web.<area>.
import core from '../es.json';
import web from '../web.es.json';
import associations from '../web/associations.es.json';
import audit from '../web/audit.es.json';
import cards from '../web/cards.es.json';
import contact from '../web/contact.es.json';
import courses from '../web/courses.es.json';
import dojos from '../web/dojos.es.json';
import enrolment from '../web/enrolment.es.json';
import fees from '../web/fees.es.json';
import grades from '../web/grades.es.json';
import home from '../web/home.es.json';
import memberView from '../web/memberView.es.json';
import members from '../web/members.es.json';
import publicSite from '../web/public.es.json';
import reports from '../web/reports.es.json';
import reportTemplates from '../web/reportTemplates.es.json';
import validations from '../web/validations.es.json';

export default {
  ...core,
  web: {
    ...web,
    associations,
    audit,
    cards,
    contact,
    courses,
    dojos,
    enrolment,
    fees,
    grades,
    home,
    memberView,
    members,
    public: publicSite,
    reports,
    reportTemplates,
    validations,
  },
};
