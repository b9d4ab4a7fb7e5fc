// The fr tree: server messages (common, auth, ...) and the web client's screen texts (web.*),
// each screen area in its own file (web/<area>.fr.json) under web.<area>.
import core from '../fr.json';
import web from '../web.fr.json';
import associations from '../web/associations.fr.json';
import audit from '../web/audit.fr.json';
import cards from '../web/cards.fr.json';
import contact from '../web/contact.fr.json';
import courses from '../web/courses.fr.json';
import dojos from '../web/dojos.fr.json';
import enrolment from '../web/enrolment.fr.json';
import fees from '../web/fees.fr.json';
import grades from '../web/grades.fr.json';
import home from '../web/home.fr.json';
import memberView from '../web/memberView.fr.json';
import members from '../web/members.fr.json';
import publicSite from '../web/public.fr.json';
import reports from '../web/reports.fr.json';
import reportTemplates from '../web/reportTemplates.fr.json';
import validations from '../web/validations.fr.json';

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
