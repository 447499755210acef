/** The sample firm's people, in their order, as stored. */
import type { Listed, PersonData } from "../data";

export const people: Listed<PersonData>[] = [
  {
    id: "natalie-ebanks",
    name: "Natalie Ebanks",
    title: "Partner",
    homeTitle: "Partner",
    image: "/images/team/natalie-ebanks.svg",
    imageAlt: "Portrait of Natalie Ebanks, Partner",
    summary:
      "A Caymanian attorney and founding partner, Natalie advises businesses, families and individuals on corporate matters, real estate and property, employment law, and wills and estate planning, combining local knowledge with clear, practical counsel.",
    bio: [
      "Natalie Ebanks is a Caymanian attorney and a founding partner of the firm. Her practice covers corporate and commercial matters, real estate and property transactions, employment law, and wills and estate planning, giving clients a single point of contact for many of the legal questions that arise in business and family life in the Cayman Islands.",
      "Before co-founding the firm in {founded}, Natalie spent a number of years in private practice with established law firms in George Town, where she advised local businesses, developers, employers and private clients. That work included company formations and restructurings, residential and commercial conveyancing, strata matters, employment contracts and disputes, and the preparation of wills and powers of attorney.",
      "Natalie is known for explaining the law in plain terms and for giving practical advice that reflects how things actually work in Cayman. She is committed to making high-quality legal services accessible to Caymanian families and small businesses as well as to larger commercial clients, and she remains closely involved in the local community.",
    ].join("\n\n"),
    education: [
      "LL.B. (Hons), Truman Bodden Law School of the Cayman Islands",
      "Professional Practice Course, Truman Bodden Law School of the Cayman Islands",
      "LL.M. in Commercial Law, University of London",
    ],
    admissions: [
      "Attorney-at-Law, Grand Court of the Cayman Islands",
      "Solicitor of the Senior Courts of England and Wales (non-practising)",
    ],
    credentials: [],
    memberships: [
      "Cayman Islands Law Society",
      "Caymanian Bar Association",
      "Society of Trust and Estate Practitioners (STEP)",
    ],
    publicService:
      "Natalie has served as a volunteer member of a Cayman Islands community housing advisory committee and on the board of a local youth mentoring charity.",
    founder: true,
    hidden: false,
  },
  {
    id: "jonathan-merren",
    name: "Jonathan Merren",
    title: "Corporate Services Specialist",
    homeTitle: "Partner",
    image: "/images/team/jonathan-merren.svg",
    imageAlt: "Portrait of Jonathan Merren, Corporate Services Specialist",
    summary:
      "Co-founder of the firm, Jonathan leads its corporate services work: incorporations, registered office services, fund and entity formation, and corporate secretarial support that keeps Cayman Islands companies, partnerships and foundations in good standing.",
    bio: [
      "Jonathan Merren is a co-founder of the firm and leads its corporate services practice. He advises entrepreneurs, investment managers, family offices and international groups on establishing and maintaining Cayman Islands entities, including exempted companies, limited liability companies, segregated portfolio companies, exempted limited partnerships and foundation companies.",
      "Prior to co-founding the firm in {founded}, Jonathan built his experience in the corporate and fiduciary services teams of Cayman Islands service providers, where he handled incorporations and registrations, registered office services, investment fund and special purpose vehicle formations, corporate secretarial work, and ongoing filings with the General Registry and the Cayman Islands Monetary Authority.",
      "Jonathan's focus is on getting structures set up correctly and keeping them in good standing. He works closely with clients and their onshore advisers to anticipate registry, beneficial ownership and economic substance requirements, so that entities run smoothly from formation through to any later restructuring, migration or wind-down.",
    ].join("\n\n"),
    education: [
      "LL.B. (Hons), University of the West Indies",
      "Professional Practice Course, Truman Bodden Law School of the Cayman Islands",
    ],
    admissions: ["Attorney-at-Law, Grand Court of the Cayman Islands"],
    credentials: [
      "Chartered Governance Professional (Chartered Governance Institute)",
      "ICA Certificate in Corporate Governance",
    ],
    memberships: [
      "Cayman Islands Law Society",
      "Chartered Governance Institute",
      "Cayman Islands Directors Association",
    ],
    publicService: "",
    founder: true,
    hidden: false,
  },
  {
    id: "priya-walton",
    name: "Priya Walton",
    title: "Compliance & Risk Advisory Lead",
    homeTitle: "Compliance Officer",
    image: "/images/team/priya-walton.svg",
    imageAlt: "Portrait of Priya Walton, Compliance & Risk Advisory Lead",
    summary:
      "Priya leads the firm's compliance and risk advisory services, supporting regulated entities with AML/CFT programmes, outsourced AML officer roles, inspection readiness, independent audits, business risk assessments and practical staff training across the Cayman Islands.",
    bio: [
      "Priya Walton leads the firm's regulatory compliance and risk advisory work. She is an anti-money laundering and counter-terrorist financing (AML/CFT) specialist who helps regulated businesses, investment funds, designated non-financial businesses and professions, and other obliged entities meet their obligations under Cayman Islands law.",
      "Before joining the firm, Priya held compliance and risk roles with financial services providers in the Cayman Islands, where she acted as a designated AML officer, prepared institutions for regulatory inspections, carried out independent AML audits and business risk assessments, and designed compliance frameworks and staff training programmes.",
      "Priya takes a practical, risk-based approach. She works with boards and management teams to build policies and procedures that fit the size and nature of their business, and she provides outsourced AML Compliance Officer, Money Laundering Reporting Officer and Deputy MLRO services for clients who need experienced support without building a full in-house team.",
    ].join("\n\n"),
    education: [
      "B.Sc. in Accounting and Finance, University of the West Indies",
      "M.Sc. in Financial Crime and Compliance, University of London",
    ],
    admissions: [],
    credentials: [
      "Certified Anti-Money Laundering Specialist (CAMS)",
      "ICA International Diploma in Anti Money Laundering",
      "ICA Certificate in Compliance",
    ],
    memberships: [
      "ACAMS (Association of Certified Anti-Money Laundering Specialists)",
      "International Compliance Association",
      "Cayman Islands Compliance Association",
    ],
    publicService: "",
    founder: false,
    hidden: false,
  },
];
