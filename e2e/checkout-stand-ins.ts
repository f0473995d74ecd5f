import type { Page } from "@playwright/test";

/**
 * Stand-ins for the providers' browser scripts, which cannot load offline. Served with page.route
 * at the real script URLs, they expose the same globals the React wrappers use (window.Stripe,
 * window.paypal) and drive our own confirm path: the Stripe stand-in confirms the PaymentIntent
 * at the fake Stripe the way Stripe.js does (publishable key + client_secret; the typed card
 * number picks success, a decline or 3-D Secure, whose challenge it shows as Stripe.js does, with
 * Complete and Fail buttons) and then follows return_url (or, with redirect "if_required", answers in
 * place); the PayPal stand-in renders a PayPal button that calls our createOrder or createSubscription,
 * then an "Approve payment" button (the buyer's PayPal window) that calls our onApprove.
 */
export function stripeJsStandIn(fakeStripeUrl: string): string {
  return `(() => {
  const API = ${JSON.stringify(fakeStripeUrl)};
  const unsupported = () => Promise.reject(new Error("not in the stand-in"));
  function Stripe(publishableKey) {
    return {
      _registerWrapper() {},
      registerAppInfo() {},
      createToken: unsupported,
      createPaymentMethod: unsupported,
      confirmCardPayment: unsupported,
      elements(options) {
        let input = null;
        return {
          _clientSecret: options && options.clientSecret,
          _cardNumber: () => (input ? input.value.replace(/\\s/g, "") : ""),
          update() {},
          getElement() { return null; },
          submit() { return Promise.resolve({}); },
          create(type) {
            const handlers = {};
            const emit = (name, payload) => (handlers[name] || []).forEach((h) => h(payload));
            let wrap = null;
            const element = {
              mount(node) {
                const target = typeof node === "string" ? document.querySelector(node) : node;
                wrap = document.createElement("div");
                wrap.setAttribute("data-testid", "stripe-stand-in");
                const label = document.createElement("label");
                label.textContent = "Card number";
                label.htmlFor = "stand-in-card-number";
                input = document.createElement("input");
                input.id = "stand-in-card-number";
                input.autocomplete = "cc-number";
                input.className = "border rounded px-2 py-1";
                wrap.append(label, input);
                target.appendChild(wrap);
                setTimeout(() => emit("ready", { elementType: type }), 800);
              },
              on(name, handler) { (handlers[name] = handlers[name] || []).push(handler); return element; },
              off(name, handler) { handlers[name] = (handlers[name] || []).filter((h) => h !== handler); return element; },
              update() {}, focus() { if (input) input.focus(); }, blur() {}, clear() {}, collapse() {},
              unmount() { if (wrap) wrap.remove(); },
              destroy() { if (wrap) wrap.remove(); },
            };
            return element;
          },
        };
      },
      async confirmPayment({ elements, confirmParams, redirect }) {
        const secret = elements._clientSecret;
        const id = secret.split("_secret_")[0];
        const body = new URLSearchParams({
          client_secret: secret,
          return_url: confirmParams.return_url,
          "payment_method_data[type]": "card",
          "payment_method_data[card][number]": elements._cardNumber(),
        });
        const res = await fetch(API + "/v1/payment_intents/" + id + "/confirm", {
          method: "POST",
          headers: { Authorization: "Bearer " + publishableKey, "Content-Type": "application/x-www-form-urlencoded" },
          body,
        });
        let answer = await res.json();
        if (!res.ok) return { error: answer.error };
        if (answer.status === "requires_action") {
          // Stripe.js shows the bank's challenge in a modal; the buyer completes or fails it.
          const outcome = await new Promise((resolve) => {
            const modal = document.createElement("div");
            modal.setAttribute("role", "dialog");
            modal.setAttribute("aria-label", "3D Secure 2 Test Page");
            modal.setAttribute("data-testid", "three-ds-challenge");
            modal.style.cssText = "position:fixed;inset:0;z-index:99999;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center";
            const box = document.createElement("div");
            box.style.cssText = "background:#fff;padding:24px;border-radius:8px;max-width:90vw";
            const title = document.createElement("h2");
            title.textContent = "3D Secure 2 Test Page";
            const done = (v) => () => { modal.remove(); resolve(v); };
            const complete = document.createElement("button");
            complete.type = "button";
            complete.textContent = "Complete";
            complete.onclick = done("complete");
            const fail = document.createElement("button");
            fail.type = "button";
            fail.textContent = "Fail";
            fail.onclick = done("fail");
            box.append(title, complete, fail);
            modal.append(box);
            document.body.append(modal);
          });
          const auth = await fetch(API + "/v1/payment_intents/" + id + "/test_3ds", {
            method: "POST",
            headers: { Authorization: "Bearer " + publishableKey, "Content-Type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ client_secret: secret, outcome }),
          });
          answer = await auth.json();
          if (!auth.ok) return { error: answer.error };
        }
        if (redirect === "if_required") return { paymentIntent: answer };
        const url = new URL(confirmParams.return_url);
        url.searchParams.set("payment_intent", id);
        url.searchParams.set("payment_intent_client_secret", secret);
        url.searchParams.set("redirect_status", answer.status);
        window.location.assign(url.toString());
        return new Promise(() => {});
      },
    };
  }
  Stripe.version = "endive";
  window.Stripe = Stripe;
})();`;
}

export const PAYPAL_SDK_STAND_IN = `(() => {
  window.paypal = {
    version: "5-stand-in",
    FUNDING: { PAYPAL: "paypal" },
    Buttons(props) {
      let root = null;
      const actions = { enable: () => Promise.resolve(), disable: () => Promise.resolve() };
      return {
        isEligible() { return true; },
        render(container) {
          const target = typeof container === "string" ? document.querySelector(container) : container;
          root = document.createElement("div");
          const button = document.createElement("button");
          button.type = "button";
          button.textContent = "PayPal";
          button.setAttribute("data-testid", "paypal-stand-in-button");
          button.onclick = async () => {
            try {
              const subscription = typeof props.createSubscription === "function";
              const orderID = subscription ? await props.createSubscription({}, { subscription: {} }) : await props.createOrder({ paymentSource: "paypal" }, {});
              const approve = document.createElement("button");
              approve.type = "button";
              approve.textContent = "Approve payment";
              approve.setAttribute("data-testid", "paypal-stand-in-approve");
              approve.setAttribute("data-order-id", orderID);
              const data = subscription ? { subscriptionID: orderID, orderID, payerID: "QYR5Z8XDVJNXQ" } : { orderID, payerID: "QYR5Z8XDVJNXQ" };
              approve.onclick = () =>
                Promise.resolve(props.onApprove(data, { restart: () => Promise.resolve() })).catch(
                  (e) => props.onError && props.onError(e),
                );
              root.appendChild(approve);
            } catch (e) {
              if (props.onError) props.onError(e);
            }
          };
          root.appendChild(button);
          target.appendChild(root);
          if (props.onInit) props.onInit({}, actions);
          return Promise.resolve();
        },
        close() { if (root) root.remove(); return Promise.resolve(); },
        updateProps() { return Promise.resolve(); },
      };
    },
  };
})();`;

/** Serves the stand-ins wherever the page asks for Stripe.js or PayPal's SDK. */
export async function serveProviderStandIns(page: Page, fakeStripeUrl: string): Promise<void> {
  await page.route(/^https:\/\/js\.stripe\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: "application/javascript", body: stripeJsStandIn(fakeStripeUrl) }),
  );
  await page.route(/^https:\/\/www\.(sandbox\.)?paypal\.com\/sdk\/js/, (route) =>
    route.fulfill({ status: 200, contentType: "application/javascript", body: PAYPAL_SDK_STAND_IN }),
  );
}
