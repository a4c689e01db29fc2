// The registry of the games' window test facts, filled before main() by each game's ui/games/<id>/tests/facts.cpp.
#include "uifacts.h"

#include <algorithm>

namespace gamut::test {

namespace {

std::vector<const UiFacts *> &registered() {
    static std::vector<const UiFacts *> facts;
    return facts;
}

} // namespace

UiFacts::Registration::Registration(const UiFacts &facts) { registered().push_back(&facts); }

std::span<const UiFacts *const> allUiFacts() { return registered(); }

const UiFacts *uiFacts(std::string_view game) {
    const auto &facts = registered();
    const auto found = std::find_if(facts.begin(), facts.end(), [&](const UiFacts *f) { return f->game == game; });
    return found == facts.end() ? nullptr : *found;
}

const UiFacts &uiFactsOf(std::string_view game) {
    static const UiFacts none;
    const UiFacts *facts = uiFacts(game);
    return facts ? *facts : none;
}

const UiFacts &uiFactsOf(const QString &game) { return uiFactsOf(std::string_view(game.toStdString())); }

QColor blend(const QColor &top, double alpha, const QColor &under) {
    return QColor::fromRgbF(float(top.redF() * alpha + under.redF() * (1 - alpha)),
                            float(top.greenF() * alpha + under.greenF() * (1 - alpha)),
                            float(top.blueF() * alpha + under.blueF() * (1 - alpha)));
}

} // namespace gamut::test
