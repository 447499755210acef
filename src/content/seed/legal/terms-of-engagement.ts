import type { LegalDocument } from "../types";

/** Terms of Engagement: standard terms of business for clients, a static legal page. Its fixed terms:
 * invoices late after 30 days, 1% per month compounded monthly, no cash over CI$300.00, originals
 * requested within 12 months, hard copies destroyed 12 months after final invoice settlement, electronic
 * copies 7 years. */
export const termsOfEngagement: LegalDocument = {
  title: "Terms of Engagement",
  metaDescription:
    "Our standard terms of business for clients: fees, retainers, invoices and payment, confidentiality, complaints, file retention, insurance and governing law.",
  keywords: [
    "terms of engagement",
    "terms of business",
    "legal fees",
    "client care",
    "Cayman Islands attorneys",
    "Legal Practitioners Act",
    "Cayman Islands law firm",
  ],
  intro: [
    "These Terms of Engagement set out the standard terms on which {firmName} provides legal services to its clients. They apply to every matter we accept, together with the engagement letter we send you for that matter.",
    "If anything in an engagement letter differs from these terms, the engagement letter prevails for that matter. By instructing us, or continuing to instruct us, you accept these terms; please raise any questions before we begin work.",
  ],
  sections: [
    {
      heading: "About the Firm",
      paragraphs: [
        "{firmName} is a law firm practising in the Cayman Islands from its office at {address}. The firm is registered and licensed to practise Cayman Islands law in accordance with the Legal Practitioners Act and the regulations made under it.",
        'Each of our attorneys who advises on Cayman Islands law is admitted as an attorney-at-law of the Grand Court of the Cayman Islands and holds a current practising certificate. Where we say "we", "us" or "our" in these terms we mean {firmName}, and "you" means the client named in the engagement letter.',
        "We are bound by the professional conduct rules that apply to attorneys in the Cayman Islands, and we follow them in every matter we handle.",
      ],
    },
    {
      heading: "Scope of Engagement",
      paragraphs: [
        "The work we will do for you is described in the engagement letter for your matter. We will act only on the matters described there and will not advise on other issues, including tax or the laws of any other country, unless we agree in writing to do so.",
        "If your instructions change or the matter grows beyond the agreed scope, we will tell you and confirm the new scope and any change to our fees before doing the additional work.",
        "Our advice is given for your benefit only and relates to the facts and law at the date it is given. We have no duty to update it for later changes in the law unless you ask us to and we agree.",
      ],
    },
    {
      heading: "Fees",
      paragraphs: [
        "Unless we agree otherwise, our fees are based on the time our attorneys and staff spend on your matter, charged at their hourly rates in force at the time. Our engagement letter sets out the rates of the people likely to work on your matter, and we review our rates annually and will notify you of any change.",
        "For some work, such as company formations, registered office services or straightforward conveyancing, we may agree a fixed fee. A fixed fee covers only the work described in the engagement letter, and further work will be charged separately.",
        "Any estimate we give is our best assessment on the information available at the time and is not a fixed quote. We will tell you promptly if it appears the estimate is likely to be exceeded.",
        "In addition to our fees, you are responsible for disbursements, which are costs we pay on your behalf. These include government and registry fees, court fees, stamp duty, search fees, couriers and the fees of experts, agents or counsel we instruct for you with your approval.",
      ],
    },
    {
      heading: "Retainer",
      paragraphs: [
        "We may ask you to pay money on account of our fees and disbursements before we start work or at stages during the matter. We may also ask for funds in advance of any significant disbursement, such as stamp duty or government fees.",
        "All money on account is held in our client account, separately from the firm's own money, in accordance with the rules that apply to client funds. We will apply it to our invoices as they are issued and will return any unused balance to you at the end of the matter.",
        "If a requested payment on account is not made, we may decline to start or continue work until it is received.",
      ],
    },
    {
      heading: "Invoices",
      paragraphs: [
        "We normally invoice monthly, on completion of a matter or at agreed stages. Each invoice shows the fees, disbursements and any amount applied from money held on account.",
        "Invoices are payable within 30 days of the invoice date. An invoice that remains unpaid after 30 days is late.",
        "If you have a query about an invoice, please raise it with the attorney responsible for your matter as soon as possible and in any event before payment falls due, so we can resolve it promptly.",
      ],
    },
    {
      heading: "Payments",
      paragraphs: [
        "Payments may be made by bank transfer to the account details shown on our invoice or by cheque payable to {firmName}. Please quote the invoice number or matter reference with every payment, and note that you are responsible for any bank charges.",
        "We do not accept cash payments over CI$300.00. We will not accept payments from third parties on your behalf unless we have agreed to this in advance and completed the necessary checks.",
        "Where a matter is invoiced in US dollars or another currency, you must pay in that currency unless we agree otherwise.",
      ],
    },
    {
      heading: "Late Payment",
      paragraphs: [
        "We may charge interest on late invoices at the rate of 1% per month, compounded monthly, from the date the invoice became due until it is paid in full.",
        "If an invoice remains unpaid, we may suspend work on your matter (and any other matter we handle for you) after giving you notice, or stop acting for you. Subject to the law, we may also exercise a lien over your files, documents and any funds held for you until our outstanding invoices are paid.",
        "We may also take steps to recover the debt, and you will be responsible for the reasonable costs of recovery.",
      ],
    },
    {
      heading: "Termination",
      paragraphs: [
        "You may end our engagement at any time by writing to us. We may stop acting for you on reasonable notice, for example if you do not pay our invoices, do not give us adequate instructions, if a conflict of interest arises or if continuing would breach our professional obligations.",
        "If the engagement ends, you must pay our fees and disbursements up to the date of termination, together with any costs of transferring the matter to another attorney. Where we have agreed a fixed fee, we will charge for the work done to that point on a fair basis.",
      ],
    },
    {
      heading: "Client Data",
      paragraphs: [
        "We process personal data about you and people connected with your matter in accordance with the Data Protection Act (2021 Revision) of the Cayman Islands and our Privacy Policy. We use it to provide our services, manage our relationship with you and meet our legal and regulatory obligations.",
        "All information about your affairs is confidential and will not be disclosed to anyone outside the firm without your consent, except where the law requires it or where disclosure is needed to carry out your instructions. We may share information with our insurers, auditors and service providers under strict confidentiality obligations.",
      ],
    },
    {
      heading: "Communications",
      paragraphs: [
        "We will usually communicate with you by email. Email is not completely secure and may be intercepted, delayed or misdirected, and by instructing us you accept these risks; please tell us if you would prefer us to use encryption or another method for sensitive material.",
        "Fraudsters target law firms and their clients with emails that appear to come from us and give altered bank details. We will never change our bank details by email, and we will not ask you to send money to a different account by email.",
        "Before you transfer any money to us, please verify our bank details by telephoning us on {phone}, using the number on our website rather than any number in an email. We are not responsible for money you send to an account that is not ours.",
        "Equally, we will confirm your bank details with you by telephone before we send money to you, and we will not act on changes to your payment details received only by email.",
      ],
    },
    {
      heading: "Call Recording",
      paragraphs: [
        "Telephone calls to and from our office may be recorded for quality, training and compliance purposes. Any recordings are kept securely, handled in accordance with the Data Protection Act and deleted when no longer needed.",
      ],
    },
    {
      heading: "Complaints",
      paragraphs: [
        "We aim to provide an excellent service, but if you are unhappy with any aspect of our work or our invoice, please tell the attorney handling your matter first. Most concerns can be resolved quickly in this way.",
        "If the matter is not resolved, please write to our managing partner at {email} or at {address}. We will acknowledge your complaint within five business days, investigate it and give you a full written response, normally within 28 days.",
        "If you remain dissatisfied after our complaints procedure has been completed, you may refer the matter to the Cayman Islands Legal Practitioners Association or to any other body responsible at the time for the professional conduct of attorneys in the Cayman Islands.",
      ],
    },
    {
      heading: "Legal Professional Privilege",
      paragraphs: [
        "Communications between you and us made for the purpose of giving or obtaining legal advice, and documents prepared for litigation, may be protected by legal professional privilege. Privilege means that, in most cases, they cannot be required to be disclosed to third parties.",
        "Privilege can be lost if privileged material is shared outside a close circle of people. Please take care before forwarding our advice to others and ask us if you are unsure.",
      ],
    },
    {
      heading: "File Retention",
      paragraphs: [
        "When a matter ends, we will return to you any original documents you have asked us to keep, such as title deeds, wills or certificates, if you request them within 12 months. Please tell us where they should be sent.",
        "We keep hard copy files for 12 months after the final invoice on the matter has been settled, after which they are destroyed confidentially without further notice to you. We keep electronic copies of our files for seven years, after which they may be deleted.",
        "If you ask us to retrieve a stored file or documents after a matter has closed, we may charge for the time and cost involved, unless the request relates to new instructions.",
      ],
    },
    {
      heading: "Force Majeure",
      paragraphs: [
        "We will not be liable for any delay or failure to perform our obligations caused by events beyond our reasonable control. These include hurricanes and other severe weather, fire, flood, pandemic, government action, power or telecommunications failures and cyber attacks.",
        "If such an event occurs, we will tell you as soon as reasonably practicable and do our best to limit its effect on your matter.",
      ],
    },
    {
      heading: "Conflicts of Interest",
      paragraphs: [
        "We check for conflicts of interest before accepting any new matter. We will not act for you where there is, or is a significant risk of, a conflict between your interests and those of another client or of the firm, unless the professional rules allow it and all affected clients give their informed consent.",
        "If a conflict arises during a matter, we will tell you promptly and may need to stop acting for one or more of the clients concerned.",
      ],
    },
    {
      heading: "Professional Indemnity Insurance",
      paragraphs: [
        "We maintain professional indemnity insurance in respect of our legal services. Our total liability to you for any claim arising from our services is limited to the amount of our professional indemnity insurance cover, currently US$5,000,000 for any one claim, unless we agree a different limit in writing.",
        "Nothing in these terms excludes or limits any liability that cannot lawfully be excluded or limited, including liability for fraud. Our attorneys and staff do not owe you any personal duty of care, and any claim must be brought against the firm.",
      ],
    },
    {
      heading: "Anti-Money Laundering",
      paragraphs: [
        "We are required by the Proceeds of Crime Act and the Anti-Money Laundering Regulations of the Cayman Islands to carry out client due diligence. Before we act, we must verify your identity and, where relevant, the identity of your beneficial owners, directors and controllers, and the source of funds and wealth involved in the matter.",
        "We may ask you for documents for this purpose at the start of and during the engagement, and we may be unable to start or continue work until they are provided. We may also be required by law to report suspicions to the authorities without telling you, and we will not be liable for any loss arising from our compliance with these obligations.",
      ],
    },
    {
      heading: "Governing Law",
      paragraphs: [
        "These terms, each engagement letter and any dispute or claim arising out of or in connection with our services are governed by the laws of the Cayman Islands.",
        "The courts of the Cayman Islands have exclusive jurisdiction to settle any such dispute or claim.",
      ],
    },
    {
      heading: "Contact",
      paragraphs: [
        "If you have any questions about these Terms of Engagement, please speak to the attorney handling your matter or get in touch with us:",
        "Through our website: {contactLink}",
        "By email: {email}. By phone: {phone}. By post: {address}.",
      ],
    },
  ],
};
